import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HireSteps } from '@/components/employer-portal/hire-steps';
import { PortalMessage } from '@/components/employer-portal/portal-message';
import { DeploymentStepForm } from '@/components/my-applications/deployment-step-form';
import { PageNotice } from '@/components/my-applications/page-notice';
import { SiteLink } from '@/components/ui/site-link';
import { ReportIncidentForm } from '@/components/welfare/report-incident-form';
import { api } from '@/lib/contracts/endpoints';
import { shareRequestForm } from '@/lib/contracts/shortlists/share-request-form';
import { readNotice } from '@/lib/session/sealed-notice';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';
import { readAsViewer } from '@/lib/upstream/read-as-viewer';
import { employerGate } from '../../employer-gate';

export const metadata: Metadata = { title: 'Hire · Employer portal', robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * One hire of the contact's client: the steps it owns as plain forms (they work without script: the
 * entry permit, the ticket, the pick-up), the others read-only. Another client's hire is the site's 404.
 */
export default async function EmployerHirePage({
  params,
  searchParams,
}: {
  params: Promise<{ applicationId: string }>;
  searchParams: SearchParams;
}) {
  const { applicationId } = await params;
  const gate = await employerGate();
  if ('refusal' in gate) return gate.refusal;
  const sealed = (await searchParams)[shareRequestForm.noticeParam];
  const notice = await readNotice(typeof sealed === 'string' ? sealed : undefined);
  let answer;
  try {
    answer = await readAsViewer(api.deploymentSteps.employerHire, gate.token, { applicationId });
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    if (err.status === 404 || err.status === 400) notFound();
    return <PortalMessage title="Hire">{err.message}</PortalMessage>;
  }
  if (!answer) notFound();
  const hire = answer.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <SiteLink href="/employer/hires" className="text-sm text-navy underline">
          All hires
        </SiteLink>
        <h1 className="mt-1 text-3xl font-bold text-navy">{hire.candidate}</h1>
        <p className="text-slate-700">
          {hire.jobTitle}
          {hire.jobOrderNumber ? ` · ${hire.jobOrderNumber}` : ''}
        </p>
      </header>
      <PageNotice notice={notice} />
      <HireSteps
        hire={hire}
        formFor={(step) => <DeploymentStepForm applicationId={hire.applicationId} step={step} submit="Save" />}
      />
      {hire.steps.some((step) => step.key === 'departure' && step.status === 'done') && (
        <ReportIncidentForm
          applicationId={hire.applicationId}
          description={notice?.kind === 'error' ? (notice.values?.description?.[0] ?? '') : ''}
        />
      )}
    </div>
  );
}
