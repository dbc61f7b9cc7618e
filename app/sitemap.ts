import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { getActiveJobSummaries } from '@/lib/upstream/content';

// Jobs that close are dropped at once by on-demand revalidation; this bounds it to a minute regardless.
export const revalidate = 60;

const pages = [
  '/',
  '/About',
  '/Services',
  '/Employers',
  '/Candidates',
  '/Gallery',
  '/Partners',
  '/Contact',
  '/privacy',
];

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
