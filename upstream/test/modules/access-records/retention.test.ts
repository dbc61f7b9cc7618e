import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRecords } from '../../../src/db/schema';
import { insertAccessRecord } from '../../../src/modules/access-records/repository';
import { Scheduler } from '../../../src/modules/scheduler/scheduler';
import { scheduledTasks } from '../../../src/modules/scheduler/tasks';
import { accessWorld, type AccessWorld } from './access-world';

let world: AccessWorld;
let scheduler: Scheduler;

beforeAll(async () => {
  world = await accessWorld();
  // The declared task alone, on a clock the test moves.
  scheduler = new Scheduler(
    world.ctx.app,
    scheduledTasks.filter((task) => task.name === 'keep-access-records'),
  );
});
afterAll(() => world.ctx.close());

const day = 86_400_000;
/** Noon UTC (16:00 in the UAE, past the task's daily hour) of the day `ms` from now. */
const noonIn = (ms: number) => new Date(new Date(Date.now() + ms).toISOString().slice(0, 10) + 'T12:00:00Z');
const yearsFromNow = (years: number, extraMs = 0) => {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() + years);
  return noonIn(at.getTime() - Date.now() + extraMs);
};
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await world.ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;
/** The table that holds an entry: its month's partition. */
const partitionOf = async (id: string) =>
  (await rowsOf<{ part: string }>(sql`select tableoid::regclass::text as part from access_records where id = ${id}`))[0]
    ?.part;
const entryIds = async () =>
  (await world.ctx.app.db.select({ id: accessRecords.id }).from(accessRecords)).map((r) => r.id);

/** An entry written by the repository at `at` (it makes the month when missing); answers its id. */
async function insertAt(at: Date) {
  const file = `entry-${at.getTime()}-${Math.random()}`;
  const values = { at, staffUserId: world.manager.id, staffRoles: ['Manager'], kind: 'application' as const };
  await insertAccessRecord(world.ctx.app.db, { ...values, subjectUserId: null, file });
  const [row] = await world.ctx.app.db.select().from(accessRecords).where(eq(accessRecords.file, file));
  return row!.id;
}

describe('keeping the record of access for 3 years', () => {
  it('keeps a read for 3 years, then drops its month whole', async () => {
    const res = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${world.applicationId}`,
      headers: world.manager.auth,
    });
    expect(res.statusCode).toBe(200);
    const [read] = (await world.entriesBy(world.manager)).slice(-1);
    const month = `access_records_${read!.at.toISOString().slice(0, 7).replace('-', '_')}`;
    expect(await partitionOf(read!.id)).toBe(month);

    expect(await scheduler.tick(yearsFromNow(3, -day))).toEqual({ 'keep-access-records': 'succeeded' });
    expect(await entryIds()).toContain(read!.id);

    // The first day after the month's end, 3 years on: the whole month is past the retention.
    const monthEnd = new Date(Date.UTC(read!.at.getUTCFullYear(), read!.at.getUTCMonth() + 1, 1));
    expect(await scheduler.tick(yearsFromNow(3, monthEnd.getTime() - Date.now() + day))).toEqual({
      'keep-access-records': 'succeeded',
    });
    expect(await entryIds()).not.toContain(read!.id);
    expect(await rowsOf(sql`select to_regclass(${month}) as part`)).toEqual([{ part: null }]);
  });

  it('makes the coming months ahead, and a month not made yet when its first entry comes', async () => {
    const partitions = async () =>
      (
        await rowsOf<{ name: string }>(
          sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
              where i.inhparent = 'access_records'::regclass`,
        )
      ).map((p) => p.name);
    const monthOf = (at: Date) => `access_records_${at.toISOString().slice(0, 7).replace('-', '_')}`;
    const later = noonIn(400 * day);
    expect(await partitions()).not.toContain(monthOf(later));
    expect(await scheduler.tick(noonIn(330 * day))).toEqual({ 'keep-access-records': 'succeeded' });
    expect(await partitions()).toContain(monthOf(later));

    // Written by the repository (as a read records it) in a month nobody made.
    const past = await insertAt(new Date('2019-01-15T08:00:00Z'));
    expect(await partitionOf(past)).toBe('access_records_2019_01');
  });

  it('cannot be changed or deleted, even straight in the database', async () => {
    const id = await insertAt(new Date());
    const refused = (run: Promise<unknown>) =>
      run.then(
        () => 'done',
        (err: Error) => String(err.cause ?? err.message),
      );
    expect(
      await refused(world.ctx.app.db.update(accessRecords).set({ reason: 'changed' }).where(eq(accessRecords.id, id))),
    ).toMatch(/never changed or deleted/);
    expect(await refused(world.ctx.app.db.delete(accessRecords).where(eq(accessRecords.id, id)))).toMatch(
      /never changed or deleted/,
    );
    expect(await entryIds()).toContain(id);
  });
});
