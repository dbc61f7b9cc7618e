import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { JobPageBody } from '@/components/careers/job-page-body';
import { jobPostingJsonLd, jsonLdScript } from '@/components/careers/job-posting-json-ld';
import { plainText } from '@/components/careers/plain-text';
import { env } from '@/lib/env';
import { isClosedJob } from '@/lib/upstream/closed-job';
import { getAgencyLicence, getContent, getJob } from '@/lib/upstream/content';
import { UpstreamError } from '@/lib/upstream/fetch-upstream';

// Regenerated at most once a minute, like the careers page.
export const revalidate = 60;

interface JobPageProps {
  params: Promise<{ slug: string }>;
}

/**
 * One opening, shared by the metadata and the page within a request. A closed one never gets here
 * (proxy.ts answers 410 with the closed page); a missing one, or one that closed since, is a 404.
 */
const getOpenJob = cache(async (slug: string) => {
  try {
    const job = await getJob(slug);
    if (isClosedJob(job)) notFound();
    return job;
  } catch (err) {
    if (err instanceof UpstreamError && err.status === 404) notFound();
    throw err;
  }
});

export async function generateMetadata({ params }: JobPageProps): Promise<Metadata> {
  const job = await getOpenJob((await params).slug);
  const title = `${job.title} at ${job.companyName}`;
  const description = plainText(job.description) || `${job.title} job opening in the UAE.`;
  return {
    title,
    description,
    alternates: { canonical: `/candidates/${job.slug}` },
    openGraph: { type: 'website', title, description },
  };
}

export default async function JobPage({ params }: JobPageProps) {
  const [job, { agencyName, licenceNumber, validUntil }, company] = await Promise.all([
    getOpenJob((await params).slug),
    getAgencyLicence(),
    getContent('company').catch(() => null),
  ]);
  // The agency as search engines see it: its licensed name, this site, and the site's icon as its logo.
  const agency = {
    name: agencyName || company?.name || 'Recruitment agency',
    siteUrl: env.PUBLIC_URL,
    logoUrl: new URL('/icon-512.png', env.PUBLIC_URL).href,
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(jobPostingJsonLd(job, agency)) }}
      />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <SiteLink href="/candidates" className="font-semibold text-navy underline hover:text-gold-dark">
          ← All job openings
        </SiteLink>
      </nav>
      <JobPageBody job={job} licence={{ agencyName, licenceNumber, validUntil }} />
    </div>
  );
}
