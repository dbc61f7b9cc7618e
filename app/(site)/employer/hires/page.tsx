import type { Metadata } from 'next';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { SiteLink } from '@/components/ui/site-link';
import { stepStatusLabels } from '@/lib/contracts/deployments/deployment';
import { expectedArrival } from '@/lib/contracts/deployments/time';
import { api } from '@/lib/contracts/endpoints';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';
import { readAsViewer } from '@/lib/upstream/read-as-viewer';
import { employerGate } from '../employer-gate';

export const metadata: Metadata = { title: 'Hires · Employer portal', robots: { index: false } };

/** The client's hires on their way: each with its expected arrival and the employer's next step. */
export default async function EmployerHiresPage() {
  const gate = await employerGate();
  if ('refusal' in gate) return gate.refusal;
  let answer;
  try {
    answer = await readAsViewer(api.deploymentSteps.employerHires, gate.token);
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    return (
      <PortalMessage title="Hires">
        <p>{err.message}</p>
      </PortalMessage>
    );
  }
  if (!answer) {
    return (
      <PortalMessage title="Hires">
        <p>Your session has ended. Please log in again.</p>
      </PortalMessage>
    );
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-gold-dark">Employer portal</p>
        <h1 className="mt-1 text-3xl font-bold text-navy">Hires</h1>
      </header>
      {answer.data.length === 0 ? (
        <p>No hires yet: a candidate who accepts your offer appears here.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {answer.data.map((hire) => {
            const next = hire.steps.find((s) => s.actor === 'employer' && s.status === 'pending');
            return (
              <li key={hire.applicationId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <SiteLink
                  href={`/employer/hires/${hire.applicationId}`}
                  className="text-lg font-semibold text-navy underline"
                >
                  {hire.candidate}
                </SiteLink>
                <p className="text-sm text-slate-700">
                  {hire.jobTitle}
                  {hire.jobOrderNumber ? ` · ${hire.jobOrderNumber}` : ''}
                </p>
                <p className="mt-2 text-sm">Expected arrival: {expectedArrival(hire) ?? 'not known yet'}</p>
                <p className="mt-1 text-sm font-semibold text-gold-dark">
                  {next
                    ? `Your next step: ${next.label} (${stepStatusLabels[next.status]})`
                    : 'Nothing for you to do now'}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
