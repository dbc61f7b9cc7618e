import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './cached-answer';

/** Public data: caches may keep it but must ask again (a cheap 304) before each use. */
export const publicCacheControl = 'public, max-age=0, must-revalidate';

/** The Vary of an answer that is the same for everyone (its encoding aside). */
export const publicVary = 'Accept-Encoding';

/** The Vary of an answer that depends on who asks too (a signed-in viewer's copy differs). */
export const viewerVary = `${publicVary}, Authorization`;

function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

type Encoding = 'br' | 'gzip' | null;

/** The encodings the client accepts (q=0 refuses one); brotli first, as it is the smallest. */
function parseEncoding(header: string): Encoding {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

// Clients send a handful of distinct Accept-Encoding values: each is parsed once, not per request.
const knownEncodings = new Map<string, Encoding>();
const knownEncodingsMax = 256;

function pickEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  let encoding = knownEncodings.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (knownEncodings.size >= knownEncodingsMax) knownEncodings.clear();
    knownEncodings.set(header, encoding);
  }
  return encoding;
}

/** What a request for a precomputed answer gets: its status, headers and bytes (none for a 304). */
export interface AnswerParts {
  status: 200 | 304;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * The one decision behind every read-model answer, whether Fastify sends it (sendAnswer) or the
 * server's fast path does (fast-path.ts): 304 when the client has it, else its bytes in the best
 * accepted encoding.
 */
export function answerParts(requestHeaders: IncomingHttpHeaders, answer: CachedAnswer, vary = publicVary): AnswerParts {
  const headers: Record<string, string> = { etag: answer.etag, vary, 'cache-control': publicCacheControl };
  if (etagMatches(requestHeaders['if-none-match'], answer.etag)) return { status: 304, headers };
  const encoding = pickEncoding(requestHeaders['accept-encoding']);
  headers['content-type'] = 'application/json; charset=utf-8';
  if (encoding) headers['content-encoding'] = encoding;
  return { status: 200, headers, body: encoding ? answer[encoding] : answer.body };
}

/** Answers a precomputed answer through Fastify (answerParts). */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, vary = publicVary) {
  const { status, headers, body } = answerParts(request.headers, answer, vary);
  return reply.status(status).headers(headers).send(body);
}

/**
 * Answers from what the read model holds: at once when it is ready (no promise per request), else
 * once the rebuild under way is done.
 */
export function whenReady<T, R extends FastifyReply | Promise<FastifyReply>>(
  value: T | Promise<T>,
  answer: (ready: T) => R,
): R | Promise<FastifyReply> {
  return value instanceof Promise ? value.then(answer) : answer(value);
}
