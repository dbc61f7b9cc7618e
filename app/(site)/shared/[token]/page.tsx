import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { ShortlistView } from '@/components/employer-portal/shortlist-view';
import { clientIp } from '@/lib/bff/client-ip';
import { api } from '@/lib/contracts/endpoints';
import { callUpstream } from '@/lib/upstream/call-upstream';

export const metadata: Metadata = { title: 'Shortlist', robots: { index: false, follow: false } };

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

/**
 * A view-only link to a shortlist, for someone without an account: the same cards, no decisions and
 * no reports. An expired, revoked or unknown link answers 404 with not-found.tsx's words; too many
 * views from one address or of one link, the upstream's wait message.
 */
export default async function SharedShortlistPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // The visitor's address and browser: the upstream limits views per address and counts each viewer's once an hour.
  const visitor = await headers();
  const res = await callUpstream(api.sharedShortlists.view, {
    params: { token },
    clientIp: clientIp(visitor),
    userAgent: visitor.get('user-agent'),
  });
  if (res.status === 429) {
    const { message } = (await res.json()) as { message: string };
    return (
      <PortalMessage title="Please wait a moment">
        <p>{message}</p>
      </PortalMessage>
    );
  }
  if (!res.ok) {
    const gone = res.status === 404 || res.status === 400;
    if (!gone) throw new Error(`The shortlist could not be loaded (${res.status}).`);
    notFound();
  }
  const { data } = api.sharedShortlists.view.response[200].parse(await res.json());
  return (
    <ShortlistView
      shortlist={data}
      source={{ kind: 'shared', token }}
      notice={`A view-only link from the agency, valid until ${day.format(new Date(data.expiresAt))}. To answer, please contact the agency.`}
    />
  );
}
