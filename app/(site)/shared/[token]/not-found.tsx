import { PortalMessage } from '@/components/employer-portal/portal-message';
import { shortlistMessages } from '@/lib/contracts/shortlists/shortlist';

export const metadata = { title: 'Link no longer valid', robots: { index: false } };

/** A view-only link that expired, was revoked or never existed: what to do, with a 404. */
export default function SharedLinkGone() {
  return (
    <PortalMessage title="This link no longer works">
      <p>{shortlistMessages.linkGone}</p>
    </PortalMessage>
  );
}
