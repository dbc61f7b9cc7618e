import { request, type Agent } from 'node:http';

/** An upstream answer held whole: its status, the headers a browser gets, and its bytes as they came. */
export interface HeldAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  etag?: string;
}

/** The upstream's answer headers a browser gets as they are (the bytes stay compressed, as sent). */
const passedHeaders = [
  'content-type',
  'content-encoding',
  'etag',
  'vary',
  'cache-control',
  'last-modified',
  'retry-after',
];

export interface AnswerRequest {
  upstream: URL;
  agent: Agent;
  /** Path and query, as the browser asked (/api/...). */
  path: string;
  method: 'GET' | 'HEAD';
  headers: Record<string, string>;
  /** The answer held from before: asked with its ETag, and given back when the upstream says 304. */
  known?: HeldAnswer;
  timeoutMs?: number;
}

/** Asks the upstream once and reads its whole answer, without decoding it. */
export function askUpstream({ upstream, agent, path, method, headers, known, timeoutMs = 30_000 }: AnswerRequest) {
  return new Promise<HeldAnswer>((resolve, reject) => {
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path,
        method,
        agent,
        headers: known?.etag ? { ...headers, 'if-none-match': known.etag } : headers,
        timeout: timeoutMs,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.once('error', reject);
        answer.once('end', () => {
          if (answer.statusCode === 304 && known) return resolve(known);
          const kept: Record<string, string> = {};
          for (const name of passedHeaders) {
            const value = answer.headers[name];
            if (typeof value === 'string') kept[name] = value;
          }
          resolve({ status: answer.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks), etag: kept.etag });
        });
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error('the upstream did not answer in time')));
    outgoing.once('error', reject);
    outgoing.end();
  });
}
