import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { getActiveJobSummaries } from '@/lib/upstream/content';

export const revalidate = 300;

const pages = ['/', '/About', '/Services', '/Employers', '/Candidates', '/Gallery', '/Partners', '/Contact'];

/** The public pages and every active job opening (inactive ones are left out), with lastmod. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const jobs = await getActiveJobSummaries().catch(() => []);
  return [
    ...pages.map((path) => ({ url: `${env.PUBLIC_URL}${path}`, changeFrequency: 'weekly' as const })),
    ...jobs.map((job) => ({
      url: `${env.PUBLIC_URL}/candidates/${job.slug}`,
      lastModified: job.updatedAt,
      changeFrequency: 'daily' as const,
    })),
  ];
}
