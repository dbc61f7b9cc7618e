import { api } from '@contracts/endpoints';
import type { JobOpening } from '@contracts/job-opening';
import { jobSearchQuerySchema } from '@contracts/job-search';
import type { Database } from '../db/client';
import { listJobOpenings } from '../modules/job-openings/service';
import { normalizeSearch, searchJobs } from '../modules/job-search/service';
import type { AnswerMaker, CachedAnswer } from './cached-answer';
import { serializerFor } from './serialize';

/** An answer and the objects it was made of (as its schema wrote them), to mark a candidate's applications on. */
export interface JobListAnswer {
  answer: CachedAnswer;
  jobs: JobOpening[];
}

export interface JobAnswers {
  /** GET /api/job-opening: every opening, newest first. */
  all: JobListAnswer;
  /** GET /api/job-opening?isActive=1. */
  active: JobListAnswer;
  /** GET /api/job-opening/:idOrSlug, under each opening's id and its slug. */
  one: Map<string, { answer: CachedAnswer; job: JobOpening }>;
  /** The unfiltered first page of the job search, which the careers page asks for most. */
  firstSearchPage: { key: string; answer: CachedAnswer };
}

/** The unfiltered first page (default page size, no filters). */
export const firstSearchPage = () => normalizeSearch(jobSearchQuerySchema.parse({}));

export async function buildJobAnswers(db: Database, maker: AnswerMaker): Promise<JobAnswers> {
  const jobs = await listJobOpenings(db, { activeOnly: false });
  const serializeList = serializerFor(api.jobOpenings.list);
  const serializeOne = serializerFor(api.jobOpenings.one);
  const listOf = async (list: JobOpening[]): Promise<JobListAnswer> => {
    const json = serializeList({ data: list });
    return { answer: await maker.make(json), jobs: (JSON.parse(json) as { data: JobOpening[] }).data };
  };

  const one = new Map<string, { answer: CachedAnswer; job: JobOpening }>();
  await Promise.all(
    jobs.map(async (job) => {
      const json = serializeOne({ data: job });
      const entry = { answer: await maker.make(json), job: (JSON.parse(json) as { data: JobOpening }).data };
      one.set(job._id, entry);
      one.set(job.slug, entry);
    }),
  );

  const search = firstSearchPage();
  const firstPage = await searchJobs(db, search);
  return {
    all: await listOf(jobs),
    active: await listOf(jobs.filter((job) => job.isActive)),
    one,
    firstSearchPage: { key: search.key, answer: await maker.make(serializerFor(api.jobOpenings.search)(firstPage)) },
  };
}
