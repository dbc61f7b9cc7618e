import { PortalMessage } from '@/components/employer-portal/portal-message';
import { clientMessages } from '@/lib/contracts/clients/client';

export const metadata = { title: 'Invitation no longer valid', robots: { index: false } };

/** An invitation already used, expired, revoked or never sent: what to do, with a 404. */
export default function InviteGone() {
  return (
    <PortalMessage title="This invitation no longer works">
      <p>{clientMessages.inviteGone}</p>
    </PortalMessage>
  );
}
