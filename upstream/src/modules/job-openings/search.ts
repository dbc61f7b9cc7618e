import type { JobSearchResult, JobSummary } from '@contracts/job-openings/search';
import type { jobSearchQuerySchema } from '@contracts/job-openings/search';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { presentJobBasics } from './present';
import { countJobs, findJobPage, type JobPageRow, type JobSearchFilter } from './search-repository';
import { decodeCursor, encodeCursor } from './search-cursor';
import { searchTerms, toPrefixQuery } from './search-terms';

/** A search as the endpoint's schema parsed it (limit defaulted). */
export type JobSearchQueryParsed = z.output<typeof jobSearchQuerySchema>;

function toSummary(row: JobPageRow): JobSummary {
  return { ...presentJobBasics(row, row), postingKind: row.postingKind, jobOrderNumber: row.jobOrderNumber };
}

/**
 * The same search always has the same key, however it was written ('Waiter ' and 'waiter'), so a
 * cache of pages can be keyed by it. A cursor that does not decode is refused here (400).
 */
export function normalizeSearch(query: JobSearchQueryParsed) {
  const terms = searchTerms(query.q);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const filter: JobSearchFilter = {
    textQuery: terms.length ? toPrefixQuery(terms) : undefined,
    positionId: query.position?.toLowerCase(),
    locationId: query.location?.toLowerCase(),
    salaryBudgetId: query.salaryBudget?.toLowerCase(),
  };
  const key = JSON.stringify([
    terms.join(' '),
    filter.positionId ?? '',
    filter.locationId ?? '',
    filter.salaryBudgetId ?? '',
    after ? encodeCursor(after) : '',
    query.limit,
  ]);
  return { key, filter, after, limit: query.limit };
}

export type NormalizedSearch = ReturnType<typeof normalizeSearch>;

/** One page of active openings matching the search, newest first, and the count of all matches. */
export async function searchJobs(db: Database, search: NormalizedSearch): Promise<JobSearchResult> {
  const rows = await findJobPage(db, search.filter, search.after, search.limit);
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  return {
    data: page.map(toSummary),
    total: await countJobs(db, search.filter),
    nextCursor: rows.length > search.limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}
