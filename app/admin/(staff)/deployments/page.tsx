import type { Metadata } from 'next';
import { DeploymentBoard } from '@/components/admin/deployments/deployment-board';
import { PageHeader } from '@/components/admin/page-header';

export const metadata: Metadata = { title: 'Deployments' };

export default function Page() {
  return (
    <>
      <PageHeader title="Deployments" />
      <p className="mb-4 max-w-prose text-sm text-slate-600">
        Every open step from an accepted offer to the worker&apos;s arrival, the overdue first.
      </p>
      <DeploymentBoard />
    </>
  );
}
