import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InvitePanel } from '@/components/employer-portal/invite-panel';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { api } from '@/lib/contracts/endpoints';
import { currentViewer } from '@/lib/session/viewer';
import { callUpstream } from '@/lib/upstream/call-upstream';

export const metadata: Metadata = { title: 'Invitation', robots: { index: false, follow: false } };

/**
 * A client's invitation to the employer portal: whom it is from and for, then sign up, sign in and
 * accept, or accept. A used, expired or unknown invitation answers 404 with what to do.
 */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const res = await callUpstream(api.employer.invite, { params: { token } });
  if ([400, 404, 410].includes(res.status)) notFound();
  if (!res.ok) throw new Error(`The invitation could not be loaded (${res.status}).`);
  const { data: invite } = api.employer.invite.response[200].parse(await res.json());
  const viewer = await currentViewer();
  return (
    <PortalMessage title={`Join ${invite.clientName} on the employer portal`}>
      <p className="mb-6">
        The agency invited <strong>{invite.email}</strong> to see the candidates it presents to {invite.clientName}, and
        to answer each in one tap.
      </p>
      <InvitePanel
        token={token}
        invite={invite}
        viewer={viewer ? { userType: viewer.user.userType, email: viewer.user.email } : null}
      />
    </PortalMessage>
  );
}
