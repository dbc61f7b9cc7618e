import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { FileStorage } from '../storage/file-storage';
import { parseByteRange } from './byte-range';

/**
 * Sends a stored file whole, or the byte range the request asks for (206 with Content-Range; 416 for
 * one outside the file, answered as JSON), so that a video player can seek. `headers`: its type and
 * the rest, set once the range is known to be good.
 */
export function sendWithRanges(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: { name: string; size: number; headers: Record<string, string> },
) {
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'This range is not in the file.', undefined, { 'Content-Range': `bytes */${file.size}` });
  }
  reply.headers(file.headers).header('Accept-Ranges', 'bytes');
  // HEAD (Fastify's, from the GET route) reads no file: an empty stream keeps the Content-Length set here.
  const body = (part?: { start: number; end: number }) =>
    request.method === 'HEAD' ? Readable.from([]) : storage.openRead(file.name, part);
  if (!range) return reply.header('Content-Length', file.size).send(body());
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(body(range));
}
