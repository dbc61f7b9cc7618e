import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { resumableUpload } from '@/lib/contracts/uploads/resumable';
import { env } from '@/lib/env';
import { callerHeaders, jsonTimeoutMs, unreachable } from '@/lib/upstream/call-upstream';
import { callerSession, copyHeaders, settleSession } from './forward';
import { browserUploadPath, upstreamUploadPath } from './resumable-upload-paths';

/** tus request headers the upstream needs (lower-case). */
const requestHeaders = [
  'tus-resumable',
  'upload-length',
  'upload-defer-length',
  'upload-offset',
  'upload-metadata',
  'content-type',
  'content-length',
];

/** tus answer headers the browser reads (lower-case); Location is rewritten apart. */
const answerHeaders = [
  'upload-offset',
  'upload-length',
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-expires',
  resumableUpload.resultHeader.toLowerCase(),
  'cache-control',
  'content-type',
  'content-length',
  'retry-after',
];

/**
 * Passes one tus request (docs/decisions/0008) from the browser to the upstream with the session's
 * token and the visitor's address: a chunk's body is streamed through unread, and the answer's tus
 * headers come back with Location under the website's own path. Never retried: a chunk is read once.
 */
export async function forwardResumableUpload(request: NextRequest, id?: string): Promise<NextResponse> {
  const caller = await callerSession(request);
  const headers: Record<string, string> = callerHeaders({ token: caller.session.token, clientIp: caller.clientIp });
  for (const name of requestHeaders) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // A chunk (PATCH, or a POST that sends the first bytes); the edge server made sure it has a length.
  const hasBody = Number(request.headers.get('content-length') ?? 0) > 0;
  const upstream = await fetch(`${env.UPSTREAM_API_URL}${upstreamUploadPath(id)}`, {
    method: request.method,
    headers,
    cache: 'no-store',
    ...(hasBody && request.body
      ? { body: request.body, duplex: 'half' }
      : // No request waits longer than a chunk; one without a body has no reason to wait at all.
        { signal: AbortSignal.timeout(jsonTimeoutMs) }),
  } as RequestInit).catch(unreachable);

  const answer = copyHeaders(upstream, answerHeaders);
  const location = upstream.headers.get('location');
  const rewritten = location ? browserUploadPath(location) : undefined;
  if (rewritten) answer.set('location', rewritten);
  await settleSession(caller, upstream.status, answer);
  const body = request.method === 'HEAD' || upstream.status === 204 ? null : upstream.body;
  return new NextResponse(body, { status: upstream.status, headers: answer });
}
