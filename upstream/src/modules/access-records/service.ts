import {
  accessRecordMessages,
  type AccessRecord,
  type AccessRecordPage,
  type accessRecordQuerySchema,
} from '@contracts/access-records/record';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { decodeCursor, encodeCursor, keyValues, type PageStart } from '../../db/keyset';
import { badRequest } from '../../http-error';
import {
  accessRecordKey,
  accountsNamed,
  matchingAccounts,
  searchAccessRecordPage,
  type AccessRecordFilters,
} from './repository';

type SearchQuery = z.output<typeof accessRecordQuerySchema>;

/** A search by name stops here: past it, the Manager is asked for more of the name (a page of strangers helps no one). */
const maxAccounts = 20;
/** The agency's days (UAE, UTC+4 all year). */
const uaeDayStart = (date: string) => new Date(`${date}T00:00:00+04:00`);

/** The search's filters without where its page starts: what its own access entry records. */
export function searchFiltersOf({ staff, person, from, to }: SearchQuery) {
  return Object.fromEntries(Object.entries({ staff, person, from, to }).filter(([, value]) => value !== undefined));
}

/** A page of the record of access, newest first, by staff member, person and days (empty when a name matches no one). */
export async function searchAccessRecords(ctx: Pick<AppContext, 'db'>, query: SearchQuery): Promise<AccessRecordPage> {
  const start = pageStartOf(query);
  const empty = { data: [], pageSize: query.pageSize, previous: null, next: null };
  const filters: AccessRecordFilters = {
    from: query.from ? uaeDayStart(query.from) : undefined,
    until: query.to ? new Date(uaeDayStart(query.to).getTime() + 86_400_000) : undefined,
  };
  if (query.staff) {
    filters.staffIds = (await accountsOf(ctx, query.staff, 'staff', true)).map((account) => account.id);
    if (filters.staffIds.length === 0) return empty;
  }
  if (query.person) {
    filters.subjectKeys = (await accountsOf(ctx, query.person, 'person', false)).map((account) => account.accessKey);
    if (filters.subjectKeys.length === 0) return empty;
  }
  const { rows, more, backwards } = await searchAccessRecordPage(ctx.db, filters, start, query.pageSize);
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((value) => value !== null))];
  const [staff, subjects] = await Promise.all([
    accountsNamed(ctx.db, 'id', distinct(rows.map(({ record }) => record.staffUserId))),
    accountsNamed(ctx.db, 'accessKey', distinct(rows.map(({ record }) => record.subjectKey))),
  ]);
  const cursorOf = (row: (typeof rows)[number] | undefined) => (row ? encodeCursor(keyValues(row.key)) : null);
  // Reading backwards, `more` tells of rows before the page (newer ones); the page it came from lies after it.
  const hasPrevious = backwards ? more : start.from === 'after';
  const hasNext = backwards ? start.from === 'before' : more;
  return {
    data: rows.map(({ record: r }): AccessRecord => ({
      _id: r.id,
      at: r.at.toISOString(),
      staffId: r.staffUserId,
      staff: (r.staffUserId && staff.get(r.staffUserId)) || null,
      staffRoles: r.staffRoles,
      kind: r.kind,
      subject: (r.subjectKey && subjects.get(r.subjectKey)) || null,
      subjectCount: r.subjectCount,
      recordId: r.recordId,
      fields: r.fields,
      file: r.file,
      filters: r.filters,
      reason: r.reason,
      address: r.address,
    })),
    pageSize: query.pageSize,
    previous: hasPrevious ? cursorOf(rows[0]) : null,
    next: hasNext ? cursorOf(rows.at(-1)) : null,
  };
}

/** The accounts a filter's text names; 400 (on `field`) when it matches too many to mean one person. */
async function accountsOf(ctx: Pick<AppContext, 'db'>, text: string, field: string, staffOnly: boolean) {
  const accounts = await matchingAccounts(ctx.db, text, { staffOnly, limit: maxAccounts });
  if (accounts.length > maxAccounts) throw badRequest(accessRecordMessages.tooManyPeople(text), field);
  return accounts;
}

/** Where the query asks a page to start; 400 for a cursor of another list or two starts at once. */
function pageStartOf({ after, before, last }: SearchQuery): PageStart {
  if ([after, before, last].filter((v) => v !== undefined).length > 1) {
    throw badRequest('Ask for one page: after, before or last.', 'after');
  }
  if (last) return { from: 'last' };
  const cursor = after ?? before;
  if (cursor === undefined) return { from: 'first' };
  const values = decodeCursor(accessRecordKey, cursor);
  if (!values)
    throw badRequest(
      'This page link no longer fits the list: please go back to its first page.',
      after ? 'after' : 'before',
    );
  return { from: after ? 'after' : 'before', values };
}
