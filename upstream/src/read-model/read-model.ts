import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { searchJobs, type NormalizedSearch } from '../modules/job-openings/search';
import { api } from '@contracts/endpoints';
import { AnswerMaker, makeAnswer, type CachedAnswer } from './cached-answer';
import { buildContentAnswers } from './content-answers';
import { buildJobAnswers } from './job-answers';
import { buildLookupAnswers } from './lookup-answers';
import { LruMap } from '../lib/lru-map';
import { serializerFor } from './serialize';
import { Slot } from './slot';
import { readModelKinds, type ReadModelKind } from './kinds';
import { buildTestimonialAnswer } from './testimonial-answer';

export { readModelKinds, type ReadModelKind } from './kinds';

const searchCacheSize = 500;

type JobAnswers = Awaited<ReturnType<typeof buildJobAnswers>>;

/**
 * The public reads, precomputed (README.md): answers are built from the database once and after
 * each change, and served from memory. Writes call `changed(kind)` after their data is stored.
 */
export class ReadModel {
  readonly content: Slot<Awaited<ReturnType<typeof buildContentAnswers>>>;
  readonly lookups: Slot<Awaited<ReturnType<typeof buildLookupAnswers>>>;
  readonly testimonials: Slot<CachedAnswer>;
  readonly jobs: Slot<JobAnswers>;
  private readonly searches = new LruMap<CachedAnswer>(searchCacheSize);
  private readonly pendingSearches = new Map<string, Promise<CachedAnswer>>();
  private readonly serializeSearch = serializerFor(api.jobOpenings.search);
  /** Tells other instances (PostgreSQL NOTIFY); set by the plugin when there are any. */
  broadcast: (kinds: ReadModelKind[]) => Promise<void> = async () => undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    const made = <T>(build: (db: Database, maker: AnswerMaker) => Promise<T>) => {
      const maker = new AnswerMaker();
      return new Slot(async () => {
        try {
          return await build(this.db, maker);
        } finally {
          maker.endBuild();
        }
      });
    };
    this.content = made(buildContentAnswers);
    this.lookups = made(buildLookupAnswers);
    this.testimonials = made(buildTestimonialAnswer);
    this.jobs = made(buildJobAnswers);
  }

  private slot(kind: ReadModelKind): Slot<unknown> {
    return this[kind];
  }

  /** Builds every kind (at start). */
  async warm() {
    await Promise.all(readModelKinds.map((kind) => this.slot(kind).get()));
  }

  /**
   * Data of these kinds changed (and is committed): other instances are told, and this call
   * resolves once this instance serves the new data. A failed rebuild is logged, not thrown: the
   * write itself succeeded, and the next read tries again.
   */
  async changed(...kinds: ReadModelKind[]) {
    const rebuilt = this.invalidate(kinds);
    await this.broadcast(kinds).catch((err: Error) => this.log.error({ err }, 'read model: change not broadcast'));
    await rebuilt;
  }

  /** Marks kinds changed here only (a change another instance made, or a reconnection). */
  invalidate(kinds: readonly ReadModelKind[]): Promise<void> {
    if (kinds.includes('jobs')) {
      this.searches.clear();
      this.pendingSearches.clear();
    }
    return Promise.all(
      kinds.map((kind) =>
        this.slot(kind)
          .changed()
          .catch((err: Error) => this.log.error({ err, kind }, 'read model: rebuild failed')),
      ),
    ).then(() => undefined);
  }

  /**
   * A job search page: the warm first page or a remembered one at once, else one searched now and
   * remembered (a promise), or any of them once a rebuild of the jobs under way is done.
   */
  search(search: NormalizedSearch): CachedAnswer | Promise<CachedAnswer> {
    const jobs = this.jobs.now();
    return jobs instanceof Promise ? jobs.then((built) => this.searchIn(built, search)) : this.searchIn(jobs, search);
  }

  private searchIn(jobs: JobAnswers, search: NormalizedSearch) {
    if (search.key === jobs.firstSearchPage.key) return jobs.firstSearchPage.answer;
    const known = this.searches.get(search.key);
    if (known) return known;
    const pending = this.pendingSearches.get(search.key);
    if (pending) return pending;
    const version = this.jobs.currentVersion;
    const answer = this.searchNow(search).then((made) => {
      // A page searched before a change of the jobs is answered but not remembered.
      if (version === this.jobs.currentVersion) this.searches.set(search.key, made);
      return made;
    });
    this.pendingSearches.set(search.key, answer);
    const forget = () => {
      if (this.pendingSearches.get(search.key) === answer) this.pendingSearches.delete(search.key);
    };
    answer.then(forget, forget);
    return answer;
  }

  private async searchNow(search: NormalizedSearch) {
    return makeAnswer(this.serializeSearch(await searchJobs(this.db, search)));
  }
}
