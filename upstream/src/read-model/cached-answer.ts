import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A public answer made once: its JSON bytes, their gzip and brotli forms, and a strong ETag. */
export interface CachedAnswer {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

const etagOf = (json: string) => `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

/** Compresses off the event loop (zlib's thread pool). */
export async function makeAnswer(json: string): Promise<CachedAnswer> {
  const body = Buffer.from(json);
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 6 }),
    // Quality 5: most of brotli's gain at a small part of its top quality's time on a 1.5 MB list.
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  return { body, gzip: gz, br, etag: etagOf(json) };
}

/**
 * Makes answers from JSON text for one kind of data. An answer whose
 * bytes equal one of the previous build's is taken over as it is, so a rebuild compresses only what changed.
 */
export class AnswerMaker {
  private previous = new Map<string, CachedAnswer>();
  private current = new Map<string, CachedAnswer>();

  async make(json: string): Promise<CachedAnswer> {
    const etag = etagOf(json);
    const known = this.current.get(etag) ?? this.previous.get(etag);
    const answer = known ?? (await makeAnswer(json));
    this.current.set(answer.etag, answer);
    return answer;
  }

  /** The answers made since the last call become the ones a next build may take over. */
  endBuild() {
    this.previous = this.current;
    this.current = new Map();
  }
}
