import { api } from '@contracts/endpoints';
import type { JobOpening } from '@contracts/job-openings/opening';
import { jobSearchQuerySchema } from '@contracts/job-openings/search';
import type { Database } from '../db/client';
import { isUuid } from '../lib/uuid';
import { listJobOpenings } from '../modules/job-openings/service';
import { normalizeSearch, searchJobs } from '../modules/job-openings/search';
import type { AnswerMaker, CachedAnswer } from './cached-answer';
import { serializerFor } from './serialize';

/** An answer and the objects it was made of (as its schema wrote them), to mark a candidate's applications on. */
export interface JobListAnswer {
  answer: CachedAnswer;
  jobs: JobOpening[];
}

export interface OneJobAnswer {
  answer: CachedAnswer;
  job: JobOpening;
}

export interface JobAnswers {
  /** GET /api/job-opening: every opening, newest first. */
  all(): Promise<JobListAnswer>;
  /** GET /api/job-opening?isActive=1. */
  active(): Promise<JobListAnswer>;
  /**
   * GET /api/job-opening/:idOrSlug, by the opening's id (any case) or its slug; undefined when there is none. The
   * answer itself once made (served without a promise), a promise of it the first time.
   */
  one(idOrSlug: string): OneJobAnswer | Promise<OneJobAnswer> | undefined;
  /** The unfiltered first page of the job search, which the careers page asks for most. */
  firstSearchPage: { key: string; answer: CachedAnswer };
}

/** The unfiltered first page (default page size, no filters). */
export const firstSearchPage = () => normalizeSearch(jobSearchQuerySchema.parse({}));

/** Runs `make` once, when first asked. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** Runs `make` once, when first asked; answers its value itself once made, a promise of it until then. */
function onceReady<T>(make: () => Promise<T>): () => T | Promise<T> {
  let made: { value: T } | undefined;
  let making: Promise<T> | undefined;
  return () => {
    if (made) return made.value;
    making ??= make().then((value) => {
      made = { value };
      return value;
    });
    return making;
  };
}

/**
 * The job answers of one version of the openings. Only the first search page is compressed at
 * build time: the lists and each opening are made when first asked, so neither start-up nor the
 * rebuild after a staff edit grows with the number of openings (2,000 openings, each compressed
 * twice, took longer than Fastify gives a start-up hook).
 */
export async function buildJobAnswers(db: Database, maker: AnswerMaker): Promise<JobAnswers> {
  const search = firstSearchPage();
  const [jobs, firstPage] = await Promise.all([listJobOpenings(db, { activeOnly: false }), searchJobs(db, search)]);
  const serializeList = serializerFor(api.jobOpenings.list);
  const serializeOne = serializerFor(api.jobOpenings.one);
  const listOf = async (list: JobOpening[]): Promise<JobListAnswer> => {
    const json = serializeList({ data: list });
    return { answer: await maker.make(json), jobs: (JSON.parse(json) as { data: JobOpening[] }).data };
  };

  const byKey = new Map<string, () => OneJobAnswer | Promise<OneJobAnswer>>();
  for (const job of jobs) {
    const make = onceReady(async () => {
      const json = serializeOne({ data: job });
      return { answer: await maker.make(json), job: (JSON.parse(json) as { data: JobOpening }).data };
    });
    byKey.set(job._id, make);
    byKey.set(job.slug, make);
  }

  return {
    all: once(() => listOf(jobs)),
    active: once(() => listOf(jobs.filter((job) => job.isActive))),
    // An id in any case (PostgreSQL reads both), a slug as written.
    one: (idOrSlug) => byKey.get(isUuid(idOrSlug) ? idOrSlug.toLowerCase() : idOrSlug)?.(),
    firstSearchPage: { key: search.key, answer: await maker.make(serializerFor(api.jobOpenings.search)(firstPage)) },
  };
}
