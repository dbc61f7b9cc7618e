'use client';

import Link from 'next/link';
import { api } from '@/lib/contracts/endpoints';
import { formatDate } from '../format';
import { PageHeader } from '../page-header';
import { QueryState } from '../query-state';
import { useAdminQuery } from '../use-admin';
import { CustomStepForm } from './custom-step-form';
import { StepCard } from './step-card';

/** One deployment: every step with its status, due date, evidence and history, and what staff may do with each. */
export function DeploymentDetail({ applicationId }: { applicationId: string }) {
  const { data, isPending, error } = useAdminQuery(api.adminDeploymentSteps.detail, { params: { id: applicationId } });
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const deployment = data.data;
  return (
    <>
      <PageHeader title={`Deployment: ${deployment.jobTitle}`}>
        <Link href={`/admin/applications/${applicationId}`} className="text-sm text-navy underline">
          Open the application
        </Link>
      </PageHeader>
      <p className="mb-4 text-sm text-slate-600">
        {deployment.plannedDepartureDate
          ? `Planned departure ${formatDate(deployment.plannedDepartureDate)}; times before it are in Manila time, after it in Dubai time.`
          : 'No departure date planned yet: the steps are undated (set it on the application).'}
      </p>
      <ol className="space-y-3">
        {deployment.steps.map((step) => (
          <StepCard
            key={`${step.key}-${step.status}-${String(step.verified)}`}
            applicationId={applicationId}
            step={step}
            plannedDeparture={deployment.plannedDepartureDate}
          />
        ))}
      </ol>
      <CustomStepForm applicationId={applicationId} plannedDeparture={deployment.plannedDepartureDate} />
    </>
  );
}
