import type { JobSearchResult, JobSummary } from '@contracts/job-search';
import type { jobSearchQuerySchema } from '@contracts/job-search';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { countJobs, findJobPage, type JobPageRow, type JobSearchFilter } from './repository';
import { decodeCursor, encodeCursor } from './search-cursor';
import { searchTerms, toPrefixQuery } from './search-terms';

/** A search as the endpoint's schema parsed it (limit defaulted). */
export type JobSearchQueryParsed = z.output<typeof jobSearchQuerySchema>;

function toSummary(row: JobPageRow): JobSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    companyName: row.companyName,
    icon: row.icon,
    tag: row.tag,
    position: row.position ? { _id: row.position.id, name: row.position.name } : null,
    location: row.locations.map((l) => ({ _id: l.id, name: l.name })),
    salaryBudget: row.salaryBudget ? { _id: row.salaryBudget.id, name: row.salaryBudget.name } : null,
    salaryMinAed: row.salaryMinAed,
    salaryMaxAed: row.salaryMaxAed,
    employmentType: row.employmentType,
    postingKind: row.postingKind,
    jobOrderNumber: row.jobOrderNumber,
    validThrough: row.validThrough,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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
