import { and, asc, eq, gte, inArray, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { defaultAccessRecordPageSize } from '@contracts/access-records/record';
import type { Database } from '../../db/client';
import { isMissingPartition } from '../../db/errors';
import { contains } from '../../db/contains';
import { limitInText, runNamed } from '../../db/named-statement';
import { keyOrder, keyText, pageScan, type KeyPart, type PageStart } from '../../db/keyset';
import { accessRecords, users } from '../../db/schema';
import { isUuid } from '../../lib/uuid';

// Queries only, and only these: an entry is written once and read; nothing here changes or removes one
// (the retention drops whole months in retention.ts, through the migration's SQL functions).

/** An entry to write; its person named by their account's id, which is stored as that account's access key. */
export type AccessRecordInsert = Omit<typeof accessRecords.$inferInsert, 'subjectKey'> & {
  subjectUserId: string | null;
};

/** The access key of an account, looked up in the statement that needs it (no round trip of its own). */
const accessKeyOf = (userId: string | Placeholder) =>
  sql`(select ${users.accessKey} from ${users} where ${users.id} = ${userId}::uuid)`;

/**
 * The insert of an entry, prepared once per database: its text built and (on PostgreSQL) parsed once, each
 * entry only its values. Every read of personal data waits for it: built by the query builder each time
 * it took 140-300 µs of the upstream's CPU, prepared 60-75 µs (a `select 1` round trip 45-70 µs). Its
 * person is named by account id and stored as that account's access key (null for none). The time is
 * read through `set_config` so that the statement's own transaction commits without waiting for the
 * disk: a durable commit's flush cost 1 to 3 ms at the median on the bench's server, past the 1 ms a
 * recorded read may add. A PostgreSQL crash may lose the entries of its last 0.6 s (3 × wal_writer_delay);
 * nothing else is affected (the setting is this one transaction's).
 */
function prepareInsert(db: Database) {
  const value = (name: keyof AccessRecordInsert) => sql.placeholder(name);
  return db
    .insert(accessRecords)
    .values({
      at: sql`(select ${value('at')}::timestamptz from (select set_config('synchronous_commit', 'off', true)) as async_commit)`,
      staffUserId: value('staffUserId'),
      staffRoles: value('staffRoles'),
      kind: value('kind'),
      subjectKey: accessKeyOf(value('subjectUserId')),
      subjectCount: value('subjectCount'),
      recordId: value('recordId'),
      fields: value('fields'),
      file: value('file'),
      // Written as JSON text here: a placeholder given null would otherwise store JSON's null, not SQL's.
      filters: sql`${value('filters')}::jsonb`,
      reason: value('reason'),
      address: value('address'),
    })
    .prepare('access_record_insert');
}
const preparedInserts = new WeakMap<Database, ReturnType<typeof prepareInsert>>();

/**
 * Writes one entry (a staff read of personal data). The daily task makes each month's partition ahead;
 * should it not have run, the first entry of a month makes the month, then is written.
 */
export async function insertAccessRecord(db: Database, { at = new Date(), ...entry }: AccessRecordInsert) {
  let prepared = preparedInserts.get(db);
  if (!prepared) preparedInserts.set(db, (prepared = prepareInsert(db)));
  const values = {
    staffUserId: null,
    subjectCount: null,
    recordId: null,
    fields: [],
    file: null,
    reason: null,
    address: null,
    ...entry,
    at: at.toISOString(),
    filters: entry.filters ? JSON.stringify(entry.filters) : null,
  };
  try {
    await prepared.execute(values);
  } catch (err) {
    if (!isMissingPartition(err)) throw err;
    await db.execute(sql`select access_records_add_month(${at.toISOString()}::timestamptz)`);
    await prepared.execute(values);
  }
}

const timestampText = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;
/** Newest first, the id breaking ties: the order of the primary key and of both search indexes. */
export const accessRecordKey: KeyPart[] = [
  { column: accessRecords.at, type: 'timestamptz', valid: (t) => timestampText.test(t) },
  { column: accessRecords.id, type: 'uuid', valid: isUuid },
];

export interface AccessRecordFilters {
  /** Entries by these staff accounts (any of them). */
  staffIds?: string[];
  /** Entries about these people (any of them), by their access keys. */
  subjectKeys?: string[];
  from?: Date;
  /** Before this instant. */
  until?: Date;
}

/** One page of entries from `start`, newest first, with one more looked up to tell whether the list goes on. */
export async function searchAccessRecordPage(
  db: Database,
  filters: AccessRecordFilters,
  start: PageStart,
  size: number,
) {
  const { backwards, reading, where } = pageScan(accessRecordKey, 'desc', start);
  const conditions: (SQL | undefined)[] = [where];
  if (filters.staffIds) conditions.push(inArray(accessRecords.staffUserId, filters.staffIds));
  if (filters.subjectKeys) conditions.push(inArray(accessRecords.subjectKey, filters.subjectKeys));
  if (filters.from) conditions.push(gte(accessRecords.at, filters.from));
  if (filters.until) conditions.push(lt(accessRecords.at, filters.until));
  // Named for the Manager's usual search (one staff member or person or none, the default page):
  // planning it over three years of monthly partitions cost four times its run (1.3 against 0.3 ms).
  // Each list's length, the dates given and where the page starts fix the text, so the name says them.
  const named =
    size === defaultAccessRecordPageSize &&
    (filters.staffIds?.length ?? 0) <= 1 &&
    (filters.subjectKeys?.length ?? 0) <= 1 &&
    [
      'access_records_page',
      start.from,
      filters.staffIds ? 'staff' : '',
      filters.subjectKeys ? 'person' : '',
      filters.from ? 'from' : '',
      filters.until ? 'until' : '',
    ].join('_');
  const rows = await runNamed(
    db
      .select({ record: accessRecords, key: keyText(accessRecordKey) })
      .from(accessRecords)
      .where(and(...conditions))
      .orderBy(...keyOrder(accessRecordKey, reading))
      .limit(named ? limitInText(size + 1) : size + 1),
    named,
  );
  const more = rows.length > size;
  const page = rows.slice(0, size);
  if (backwards) page.reverse();
  return { rows: page, more, backwards };
}

/**
 * The accounts a search names (their ids and access keys): an account id as is, else those whose name or
 * email holds the text (a part is enough), at most `limit` + 1 so the caller can tell there are too many.
 */
export async function matchingAccounts(db: Database, text: string, options: { staffOnly: boolean; limit: number }) {
  const named = isUuid(text) ? eq(users.id, text) : or(contains(users.name, text), contains(users.email, text));
  return db
    .select({ id: users.id, accessKey: users.accessKey })
    .from(users)
    .where(and(named, options.staffOnly ? eq(users.userType, 'Admin') : undefined))
    .limit(options.limit + 1);
}

/** The named accounts' names and emails, by id or by access key (an account erased or deleted since is missing). */
export async function accountsNamed(db: Database, by: 'id' | 'accessKey', values: string[]) {
  if (values.length === 0) return new Map<string, { _id: string; name: string; email: string }>();
  const rows = await db
    .select({ _id: users.id, name: users.name, email: users.email, key: by === 'id' ? users.id : users.accessKey })
    .from(users)
    .where(inArray(by === 'id' ? users.id : users.accessKey, values));
  return new Map(rows.map(({ key, ...account }) => [key, account]));
}

/** Every entry about one person (by their account's id), oldest first, with the reader's name (null once their account is gone). */
export async function accessRecordsAbout(db: Database, userId: string) {
  return db
    .select({
      at: accessRecords.at,
      kind: accessRecords.kind,
      recordId: accessRecords.recordId,
      fields: accessRecords.fields,
      staffRoles: accessRecords.staffRoles,
      staffName: users.name,
    })
    .from(accessRecords)
    .leftJoin(users, eq(users.id, accessRecords.staffUserId))
    .where(eq(accessRecords.subjectKey, accessKeyOf(userId)))
    .orderBy(asc(accessRecords.at), asc(accessRecords.id));
}
