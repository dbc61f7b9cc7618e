import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { isClosedJob } from '@/lib/upstream/closed-job';
import { getJob } from '@/lib/upstream/content';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';

// proxy.ts sends a closed opening's page here with status 410; rendered per request so the status stays.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'This job opening has closed', robots: { index: false } };

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

interface ClosedJobPageProps {
  params: Promise<{ slug: string }>;
}

/** What a visitor of a closed opening's page sees (status 410 Gone): which job, and where the open ones are. */
export default async function ClosedJobPage({ params }: ClosedJobPageProps) {
  const { slug } = await params;
  const job = await getJob(slug).catch((err: unknown) => {
    if (err instanceof UpstreamError && err.status === 404) notFound();
    throw err;
  });
  // Never a redirect to the job page: a cached copy older than the proxy's answer would loop.
  if (!isClosedJob(job)) notFound();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-navy">This job opening has closed</h1>
      <p className="mt-3 text-slate-600">
        <strong>{job.title}</strong> at {job.companyName}{' '}
        {job.validThrough ? `took applications until ${longDate(job.validThrough)}.` : 'no longer takes applications.'}
      </p>
      <p className="mt-2 text-slate-600">New openings in UAE hotels and restaurants are posted every week.</p>
      <SiteLink href="/candidates" className={buttonClass('primary', 'mt-6')}>
        See current job openings
      </SiteLink>
    </div>
  );
}
