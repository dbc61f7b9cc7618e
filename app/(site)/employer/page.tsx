import type { Metadata } from 'next';
import { EmployerOverview } from '@/components/employer-portal/employer-overview';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { clientMessages } from '@/lib/contracts/clients';
import { api } from '@/lib/contracts/endpoints';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';
import { readAsViewer } from '@/lib/upstream/read-as-viewer';
import { employerGate } from './employer-gate';

export const metadata: Metadata = { title: 'Employer portal', robots: { index: false } };

/** The portal's home, rendered on the server for the signed-in contact: their client's records at a glance. */
export default async function EmployerPortalPage() {
  const gate = await employerGate();
  if ('refusal' in gate) return gate.refusal;
  try {
    const answer = await readAsViewer(api.employer.overview, gate.token);
    if (answer) return <EmployerOverview overview={answer.data} />;
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    if (err.status !== 404) return <PortalMessage title="Employer portal">{err.message}</PortalMessage>;
  }
  // The account is an Employer's but the agency has not linked it to a client (or it was removed).
  return (
    <PortalMessage title="Employer portal">
      <p>
        Your account is not linked to a client of the agency yet. When the agency invites you, the link in its mail adds
        your account, and your shortlists appear here.
      </p>
    </PortalMessage>
  );
}
