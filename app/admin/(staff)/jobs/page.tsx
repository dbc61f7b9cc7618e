import type { Metadata } from 'next';
import Link from 'next/link';
import { JobList } from '@/components/admin/jobs/job-list';
import { PageHeader } from '@/components/admin/page-header';
import { agencyLicenceProblem } from '@/lib/contracts/job-openings/job-order';
import { uaeToday } from '@/lib/shared/uae-time';
import { getAgencyLicence } from '@/lib/upstream/content';

export const metadata: Metadata = { title: 'Job openings' };

export default async function JobsPage() {
  // Said before staff try: the upstream refuses to publish anything while the licence is not in order.
  const licenceProblem = agencyLicenceProblem(await getAgencyLicence(), uaeToday(new Date()));
  return (
    <>
      <PageHeader title="Job openings" />
      {licenceProblem ? (
        <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {licenceProblem}{' '}
          <Link href="/admin/content/site-setting" className="font-semibold underline">
            Open the site settings
          </Link>
        </p>
      ) : null}
      <JobList />
    </>
  );
}
