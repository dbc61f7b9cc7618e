import type { IncomingHttpHeaders } from 'node:http';
import { uploadPaths } from '../lib/contracts/uploads/paths';
import { api } from '../lib/contracts/endpoints/site';
import { interviewForm } from '../lib/contracts/interviews/form';
import { jobAlertFormPaths } from '../lib/contracts/job-alerts/texts';
import { resumableUpload } from '../lib/contracts/uploads/resumable';
import { offerAnswerForm } from '../lib/contracts/offers/form';
import { shareRequestForm } from '../lib/contracts/shortlists/share-request-form';
import { checkInForm, employerIncidentForm } from '../lib/contracts/welfare/check-in-texts';

/** An answer the edge gives instead of passing the request on to Next. */
export interface Rejection {
  status: number;
  message: string;
  /** Headers the answer carries besides its JSON type (a 405's Allow). */
  headers?: Record<string, string>;
}

/** Largest JSON (or other non-upload) body, the same as the upstream's BODY_LIMIT default. */
export const jsonBodyLimit = 256 * 1024;
/** Room for the multipart boundaries and the other fields around an uploaded file. */
const multipartOverhead = 64 * 1024;

const changesState = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Reads of a person's whole data: refused to another site's pages too, though they change nothing. */
const personalDownloads = new Set([`/api${api.privacy.exportData.path}`]);

export const guardMessages = {
  crossSite: 'This request came from another website and was refused.',
  lengthRequired: 'Please send the request body with a Content-Length.',
  tooLarge: (limit: number) => `The request is too large (${formatBytes(limit)} at most).`,
  notJson: 'Please send this request as JSON (Content-Type: application/json).',
  notMultipart: 'Please send the file as a multipart form (Content-Type: multipart/form-data).',
  notTusChunk: 'Please send the part of the file as application/offset+octet-stream.',
  notForm: 'Please send this form as application/x-www-form-urlencoded.',
} as const;

/**
 * The job alerts' link buttons and a share request's Yes and No: plain HTML form posts (they work
 * before any script has loaded), so a form body rather than JSON, a small one. The one-click
 * unsubscribe is also posted by mail providers' servers (RFC 8058), from no page of ours: its signed
 * token is its only credential.
 */
const formPosts = new Set<string>([
  ...Object.values(jobAlertFormPaths),
  shareRequestForm.path,
  offerAnswerForm.path,
  ...Object.values(interviewForm.paths),
  checkInForm.path,
  employerIncidentForm.path,
]);
const crossSiteFormPosts = new Set<string>([jobAlertFormPaths.unsubscribe]);
const formBodyLimit = 4 * 1024;
const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** tus chunks: the resumable upload's endpoint and each upload under it. */
const isResumableUploadPath = (path: string) =>
  path === resumableUpload.browserEndpoint || path.startsWith(`${resumableUpload.browserEndpoint}/`);

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Cross-site request forgery: a state-changing request must come from the site's own pages. The
 * browser's Sec-Fetch-Site decides when present; otherwise the Origin must be one of ours. Requests
 * with neither come from programs, not browsers (the upstream's revalidation call, curl), which a
 * forged cross-site form cannot be.
 */
export function checkSameOrigin(
  method: string,
  headers: IncomingHttpHeaders,
  ownOrigins: readonly string[],
  path = '',
): Rejection | null {
  const fetchSite = header(headers, 'sec-fetch-site');
  if (!changesState.has(method)) {
    // A link from a mail or a typed address (none) is fine; another site's link or script is not.
    const fromElsewhere = fetchSite === 'cross-site' || fetchSite === 'same-site';
    return personalDownloads.has(path) && fromElsewhere ? crossSite() : null;
  }
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none' ? null : crossSite();
  const origin = header(headers, 'origin');
  if (origin === undefined) return null;
  return ownOrigins.includes(origin) ? null : crossSite();
}

const crossSite = (): Rejection => ({ status: 403, message: guardMessages.crossSite });

/**
 * Body size and type, decided from the headers alone so an oversized body is never read: uploads
 * take multipart up to their file limit, resumable uploads one chunk of raw bytes at a time (so no
 * request stays open longer than a chunk takes), every other body is JSON up to 256 KB.
 */
export function checkBody(method: string, path: string, headers: IncomingHttpHeaders): Rejection | null {
  const chunked = /chunked/i.test(header(headers, 'transfer-encoding') ?? '');
  const lengthHeader = header(headers, 'content-length');
  if (!chunked && lengthHeader === undefined) return null;
  if (lengthHeader === undefined) return { status: 411, message: guardMessages.lengthRequired };
  const length = Number(lengthHeader);
  if (!Number.isSafeInteger(length) || length < 0) return { status: 400, message: guardMessages.lengthRequired };

  const type = (header(headers, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (isResumableUploadPath(path)) {
    if (length > resumableUpload.chunkBytes) {
      return { status: 413, message: guardMessages.tooLarge(resumableUpload.chunkBytes) };
    }
    if (length === 0 || type === 'application/offset+octet-stream') return null;
    return { status: 415, message: guardMessages.notTusChunk };
  }

  if (formPosts.has(path)) {
    if (length > formBodyLimit) return { status: 413, message: guardMessages.tooLarge(formBodyLimit) };
    return length === 0 || formTypes.has(type) ? null : { status: 415, message: guardMessages.notForm };
  }

  const uploadLimit = uploadPaths[path];
  const limit = uploadLimit === undefined ? jsonBodyLimit : uploadLimit + multipartOverhead;
  if (length > limit) return { status: 413, message: guardMessages.tooLarge(uploadLimit ?? limit) };
  if (length === 0 || !changesState.has(method) || !path.startsWith('/api/')) return null;

  if (uploadLimit !== undefined) {
    return type === 'multipart/form-data' ? null : { status: 415, message: guardMessages.notMultipart };
  }
  return type === 'application/json' ? null : { status: 415, message: guardMessages.notJson };
}

/** Every check the edge makes before a request reaches Next, in order; the first refusal wins. */
export function guardRequest(
  request: { method: string; path: string; headers: IncomingHttpHeaders },
  ownOrigins: readonly string[],
): Rejection | null {
  const anySite = request.method === 'POST' && crossSiteFormPosts.has(request.path);
  return (
    (anySite ? null : checkSameOrigin(request.method, request.headers, ownOrigins, request.path)) ??
    checkBody(request.method, request.path, request.headers)
  );
}
