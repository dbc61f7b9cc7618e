import 'server-only';
import type { NextRequest } from 'next/server';
import type { api } from '@/lib/contracts/endpoints';
import { callUpstream } from '@/lib/upstream/call-upstream';
import { clientIp } from './client-ip';
import { readFormBody } from './read-body';

export type LinkOutcome = 'done' | 'invalid' | 'unavailable';

/**
 * A job alert link's button (confirm or unsubscribe), posted as a plain HTML form so it works before
 * any script loads: the token goes to the upstream, and the browser is sent back to the page (303)
 * to read the outcome. A mail client's one-click unsubscribe (RFC 8058: body
 * `List-Unsubscribe=One-Click`, token in the URL) gets the upstream's answer itself instead.
 */
export async function postJobAlertLink(
  request: NextRequest,
  endpoint: typeof api.jobAlerts.confirm | typeof api.jobAlerts.unsubscribe,
  page: string,
) {
  // A form cut off on the way is refused before anything is confirmed or unsubscribed.
  const read = await readFormBody(request);
  if (!read.ok) return read.response;
  const form = read.value;
  const fromForm = form?.get('token');
  const token = typeof fromForm === 'string' ? fromForm : request.nextUrl.searchParams.get('token');
  const upstream = token
    ? await callUpstream(endpoint, { json: { token }, clientIp: clientIp(request.headers) })
    : Response.json({ message: 'The link is incomplete.' }, { status: 400 });

  if (form?.get('List-Unsubscribe') === 'One-Click') {
    return new Response(upstream.body, { status: upstream.status, headers: { 'content-type': 'application/json' } });
  }
  const outcome: LinkOutcome = upstream.ok ? 'done' : upstream.status >= 500 ? 'unavailable' : 'invalid';
  const next = new URLSearchParams({ status: outcome });
  // Unavailable: the page shows its button again, to retry with the same link.
  if (outcome === 'unavailable' && token) next.set('token', token);
  return new Response(null, { status: 303, headers: { location: `${page}?${next.toString()}` } });
}
