import { z } from 'zod';
import { companyContentSchema, homeContentSchema, jobOpeningSchema } from '@/lib/contracts';
import { fetchUpstream } from '@/lib/upstream/fetch-upstream';

// Rendered on the server from the CMS content and regenerated at most once a minute.
export const revalidate = 60;

export default async function HomePage() {
  const [home, company, jobs] = await Promise.all([
    fetchUpstream('home', homeContentSchema),
    fetchUpstream('company', companyContentSchema),
    fetchUpstream('job-opening?isActive=1', z.array(jobOpeningSchema)),
  ]);
  return (
    <main className="mx-auto max-w-5xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold">{company.name}</p>
      <h1 className="mt-2 text-4xl font-bold text-navy">{home.heroSection.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{home.heroSection.subtitle}</p>
      <h2 className="mt-10 text-2xl font-semibold text-navy">Current Job Openings</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {jobs.map((job) => (
          <li key={job._id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-semibold">{job.title}</p>
            <p className="text-sm text-slate-600">
              {job.companyName} · {job.location.map((l) => l.name).join(', ')}
            </p>
          </li>
        ))}
      </ul>
      <footer className="mt-12 text-sm text-slate-500">{company.copyRightText}</footer>
    </main>
  );
}
