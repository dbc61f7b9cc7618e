import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { findAllowedCall } from '../../lib/bff/allowed-calls';
import type { Endpoint } from '../../lib/contracts/core/endpoint';
import { api } from '../../lib/contracts/endpoints';
import { sessionCookieName } from '../../lib/session/session-cookie-name';
import { ByteLru } from '../page-cache/byte-lru';
import { singleFlight } from '../page-cache/single-flight';
import { createReadLimit } from './read-limit';
import { askUpstream, type HeldAnswer } from './upstream-answer';

/** Answers whose whole list is large (the full job list, 1.7 MB at 500 openings): limited per address. */
const heavyReads = new Set<string>([api.jobOpenings.list.path]);

export const publicReadMessages = {
  tooMany: 'Too many requests for the full job list from your address. Please wait a moment and try again.',
  unavailable: 'Our service is temporarily unavailable. Please try again in a minute.',
} as const;

export interface PublicReadsOptions {
  upstreamUrl: string;
  /** Lets the upstream believe x-client-ip (its per-address limits count the visitor). */
  websiteSecret?: string;
  /** Heavy reads allowed to one address a minute (bursts of half that). */
  heavyPerMinute: number;
  /** Bytes of answers held for revalidation. */
  maxBytes?: number;
}

/**
 * Anonymous JSON answers only. A file anyone may fetch (a view-only link's video) goes through Next,
 * which passes the player's byte ranges on; held whole here, a seek would get the file from its start.
 */
export const isPublicRead = (endpoint: Endpoint) => endpoint.access === 'anyone' && 200 in endpoint.response;

const hasSession = (cookie: string | undefined) =>
  !!cookie && cookie.split(';').some((pair) => (pair.split('=', 1)[0] ?? '').trim() === sessionCookieName);

/** The encodings a client accepts, in one spelling (the upstream picks the same one for equal lists). */
const encodingsOf = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .toLowerCase()
    .split(',')
    .map((part) => part.replace(/\s+/g, ''))
    .filter(Boolean)
    .sort()
    .join(',');

function etagMatches(header: string | undefined, etag: string) {
  return !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Anonymous reads of the upstream's public answers (the job list and search, an opening, the
 * lookups) are answered here, not by Next: the upstream's bytes go out as they came, compressed,
 * with its ETag (304 when the browser has it), never decoded and compressed again. Each read asks
 * the upstream (so it is as fresh as before), but with the ETag of the answer held from the last
 * one: the upstream's 304 costs it little, and reads that arrive while one is asking share it.
 * Signed-in reads go through Next: their answers name the caller (isApplied).
 */
export function createPublicReads(options: PublicReadsOptions) {
  const upstream = new URL(options.upstreamUrl);
  // Kept-alive connections: a fresh TCP connection per read would cost more than the read.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const limit = createReadLimit(options.heavyPerMinute);
  const held = new ByteLru<HeldAnswer>(options.maxBytes ?? 32 * 1024 * 1024, (answer) => answer.body.length + 512);
  const asking = singleFlight<HeldAnswer>();
  // The registry's answer for each path asked (a walk over every endpoint), remembered: reads repeat.
  const publicPaths = new Map<string, string | null>();
  const publicEndpointOf = (pathname: string) => {
    let endpointPath = publicPaths.get(pathname);
    if (endpointPath === undefined) {
      const call = findAllowedCall(pathname.slice('/api'.length), 'GET');
      endpointPath = call && isPublicRead(call.endpoint) ? call.endpoint.path : null;
      if (publicPaths.size >= 1000) publicPaths.clear();
      publicPaths.set(pathname, endpointPath);
    }
    return endpointPath;
  };

  function refuse(res: ServerResponse, status: number, message: string, retryAfter: number) {
    res.writeHead(status, { 'content-type': 'application/json', 'retry-after': String(retryAfter) });
    res.end(JSON.stringify({ message }));
  }

  function send(req: IncomingMessage, res: ServerResponse, answer: HeldAnswer) {
    if (answer.etag && etagMatches(req.headers['if-none-match'], answer.etag)) {
      const { etag, vary, 'cache-control': cacheControl } = answer.headers;
      res.writeHead(304, {
        etag: etag!,
        ...(vary ? { vary } : {}),
        ...(cacheControl ? { 'cache-control': cacheControl } : {}),
      });
      return res.end();
    }
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  }

  return {
    /** Answers the request when it is an anonymous public read; false when Next should answer it. */
    serve(req: IncomingMessage, res: ServerResponse, pathname: string, clientIp: string): boolean {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !pathname.startsWith('/api/')) return false;
      if (hasSession(req.headers.cookie)) return false;
      const endpointPath = publicEndpointOf(pathname);
      if (!endpointPath) return false;

      if (heavyReads.has(endpointPath)) {
        const wait = limit.take(clientIp);
        if (wait > 0) {
          refuse(res, 429, publicReadMessages.tooMany, wait);
          return true;
        }
      }

      const url = req.url ?? pathname;
      const path = `${pathname}${url.includes('?') ? url.slice(url.indexOf('?')) : ''}`;
      const encodings = encodingsOf(req.headers['accept-encoding']);
      const key = `${req.method} ${path}\n${encodings}`;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (encodings) headers['accept-encoding'] = encodings;
      if (options.websiteSecret) {
        headers['x-client-ip'] = clientIp;
        headers['x-website-secret'] = options.websiteSecret;
      }
      asking
        .run(key, async () => {
          const answer = await askUpstream({
            upstream,
            agent,
            path,
            method: req.method as 'GET' | 'HEAD',
            headers,
            known: held.get(key),
          });
          // Only public answers with a validator are held: they are the ones a 304 can confirm.
          if (answer.status === 200 && answer.etag && req.method === 'GET') held.set(key, answer);
          else held.delete(key);
          return answer;
        })
        .then(
          (answer) => send(req, res, answer),
          () => refuse(res, 503, publicReadMessages.unavailable, 30),
        );
      return true;
    },
  };
}
