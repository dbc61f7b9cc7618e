import type { Metadata } from 'next';
import { CandidateProcess } from '@/components/careers/candidate-process';
import { CareersBoard } from '@/components/careers/careers-board';
import { CareersCta } from '@/components/careers/careers-cta';
import { CareersHero } from '@/components/careers/careers-hero';
import type { ForCandidateContent, JobOpening } from '@/lib/contracts';
import { getActiveJobs, getContent } from '@/lib/upstream/content';

// Rendered on the server from the CMS and the job list, regenerated at most once a minute.
export const revalidate = 60;

export const metadata: Metadata = {
  title: 'Careers: Hospitality Jobs in the UAE',
  description:
    'Current hospitality job openings in the UAE for Filipino professionals. Apply online with your resume and a short video.',
  alternates: { canonical: '/candidates' },
};

const fallbackGeneral: ForCandidateContent['generalApplicationSection'] = {
  title: "Don't see the right job?",
  description: 'Send us a general application and we will match you with upcoming openings.',
  buttonText: 'Submit General Application',
};

export default async function CandidatesPage() {
  const [content, process, jobs] = await Promise.all([
    getContent('for-candidate').catch(() => null),
    getContent('for-candidate-process').catch(() => null),
    getActiveJobs().catch(() => [] as JobOpening[]),
  ]);

  return (
    <>
      {content ? (
        <CareersHero hero={content.heroSection} />
      ) : (
        <p role="alert" className="mx-auto max-w-5xl px-4 py-12 text-center text-red-700">
          Failed to load data.
        </p>
      )}
      <CareersBoard initialJobs={jobs} general={content?.generalApplicationSection ?? fallbackGeneral} />
      <CandidateProcess process={process} />
      {content ? <CareersCta cta={content.ctaSection} /> : null}
    </>
  );
}
