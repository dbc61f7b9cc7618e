import type { Metadata } from 'next';
import { EmployerOverview } from '@/components/employer-portal/employer-overview';
import { EmployerOfferList } from '@/components/employer-portal/offer-list';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { clientMessages } from '@/lib/contracts/clients/client';
import { api } from '@/lib/contracts/endpoints';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';
import { readAsViewer } from '@/lib/upstream/read-as-viewer';
import { employerGate } from './employer-gate';

export const metadata: Metadata = { title: 'Employer portal', robots: { index: false } };

/** The portal's home, rendered on the server for the signed-in contact: their client's records at a glance. */
export default async function EmployerPortalPage() {
  const gate = await employerGate();
  if ('refusal' in gate) return gate.refusal;
  let answer;
  let offers;
  try {
    [answer, offers] = await Promise.all([
      readAsViewer(api.employer.overview, gate.token),
      readAsViewer(api.offers.employer, gate.token),
    ]);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    // 404: the account is an Employer's, but the agency has not linked it to a client (or removed it).
    const message = err.status === 404 ? clientMessages.noClient : err.message;
    return (
      <PortalMessage title="Employer portal">
        <p>{message}</p>
      </PortalMessage>
    );
  }
  // The upstream no longer accepts the session (ended elsewhere): the page says so rather than nothing.
  if (!answer) {
    return (
      <PortalMessage title="Employer portal">
        <p>Your session has ended. Please log in again.</p>
      </PortalMessage>
    );
  }
  return (
    <>
      <EmployerOverview overview={answer.data} />
      <EmployerOfferList offers={offers?.data ?? []} />
    </>
  );
}
