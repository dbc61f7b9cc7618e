import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { contentKeys, type ContentKey } from '@contracts/content';
import { api } from '@contracts/endpoints';
import type { FrontPath } from '../lib/server-factory';
import { levelEnabled } from '../lib/request-logger';
import { normalizeSearch } from '../modules/job-openings/search';
import type { CachedAnswer } from './cached-answer';
import { answerParts, publicVary, viewerVary } from './send-answer';

const contentPaths = new Map<string, ContentKey>(contentKeys.map((key) => [`/api${api.content[key].path}`, key]));
const searchPath = `/api${api.jobOpenings.search.path}`;
const onePrefix = `/api${api.jobOpenings.one.path.replace(':idOrSlug', '')}`;
// A slug or an id as written: anything else (encoded characters, a further segment) is Fastify's to read.
const plainSegment = /^[A-Za-z0-9-]{1,200}$/;

/**
 * What the read model holds made now, else undefined. What is still being made is left to the
 * route, which awaits it and answers its failure (503, 500); the promise is only marked as handled
 * here, so a failure nobody else awaits does not end the process as an unhandled rejection.
 */
function made<T>(value: T | Promise<T>): T | undefined {
  if (!(value instanceof Promise)) return value;
  value.catch(() => undefined);
  return undefined;
}

/**
 * The read model's public answers (content documents, the job search, one job opening) served from
 * the node:http request, ahead of Fastify's routing, hooks and reply: they are the site's most
 * asked answers and are already made, so Fastify's per-request work was most of their cost (under
 * wrk, 16.7 µs of CPU a request through Fastify against 13.3 here and 12.4 for a bare node:http
 * server sending the same bytes; docs/performance.md). The bytes and headers are the routes' own
 * (answerParts); fast-path.test.ts holds every case to the route's answer.
 *
 * It answers only what the route would answer from memory, the same for everyone: a GET without a
 * token (one opening is marked for the candidate who applied), a query the contract accepts, an
 * answer already made. Everything else goes on to Fastify, which answers it as before: other
 * methods, errors (400, 404), answers still being made, and every request while debug logging is on
 * (LOG_LEVEL=debug logs each request, which only Fastify does).
 */
export function readModelFastPath(app: FastifyInstance): FrontPath {
  /** The made answer the route would send for this path and query, and its Vary; else undefined. */
  const answerFor = (path: string, query: string | undefined): [CachedAnswer, string] | undefined => {
    const key = contentPaths.get(path);
    if (key !== undefined) {
      if (query !== undefined) return undefined;
      const answer = made(app.readModel.content.now())?.get(key);
      return answer && [answer, publicVary];
    }
    if (path === searchPath) {
      // A NUL is refused by Fastify's hook (400); PostgreSQL cannot hold one.
      if (query?.includes('%00')) return undefined;
      const parsed = api.jobOpenings.search.query.safeParse(parseQuery(query ?? ''));
      if (!parsed.success) return undefined;
      let search;
      try {
        search = normalizeSearch(parsed.data);
      } catch {
        return undefined; // a cursor that does not decode: Fastify's 400
      }
      const answer = made(app.readModel.search(search));
      return answer && [answer, publicVary];
    }
    if (path.startsWith(onePrefix) && query === undefined) {
      const segment = path.slice(onePrefix.length);
      if (!plainSegment.test(segment)) return undefined;
      const jobs = made(app.readModel.jobs.now());
      const entry = jobs && made(jobs.one(segment));
      return entry && [entry.answer, viewerVary];
    }
    return undefined;
  };

  return (req, res) => {
    if (req.method !== 'GET' || req.headers.authorization !== undefined) return false;
    if (levelEnabled('debug', app.log.level)) return false;
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const found = mark === -1 ? answerFor(url, undefined) : answerFor(url.slice(0, mark), url.slice(mark + 1));
    if (!found) return false;
    const { status, headers, body } = answerParts(req.headers, ...found);
    if (body) headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(body);
    return true;
  };
}
