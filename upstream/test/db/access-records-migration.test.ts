import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRecords } from '../../src/db/schema';
import { accessWorld, type AccessWorld } from '../modules/access-records/access-world';

const migration = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations/0020_access-records.sql',
);

let world: AccessWorld;

beforeAll(async () => {
  world = await accessWorld();
});
afterAll(() => world.ctx.close());

const run = (query: ReturnType<typeof sql>) => world.ctx.app.db.execute(query);
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await run(query)) as unknown as { rows: T[] }).rows;

/** The database as it was before migration 0020: the passport-reveal log, no record of access. */
async function before0020() {
  await run(sql`drop table access_records cascade`);
  await run(sql`drop function access_records_unchanged, access_records_add_month, access_records_drop_before`);
  await run(sql`alter table users drop column access_key`);
  await run(sql`create table passport_reveals (
    id uuid primary key default gen_random_uuid(),
    application_id uuid not null references applications(id) on delete cascade,
    staff_id uuid references users(id) on delete set null,
    created_at timestamptz not null default now())`);
}

describe('migration 0020: the record of access', () => {
  it('takes in the passport-reveal log (who, when, whose application) and drops it', async () => {
    await before0020();
    const earlier = new Date(Date.now() - 150 * 86_400_000);
    await run(sql`insert into passport_reveals (application_id, staff_id, created_at) values
      (${world.applicationId}, ${world.manager.id}, ${earlier.toISOString()}),
      (${world.applicationId}, null, ${earlier.toISOString()}::timestamptz + interval '1 hour')`);

    for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint')) {
      await run(sql.raw(statement));
    }

    const entries = await world.ctx.app.db.select().from(accessRecords).orderBy(asc(accessRecords.at));
    const candidateKey = await world.keyOf(world.candidate.id);
    expect(entries).toEqual([
      expect.objectContaining({
        at: earlier,
        staffUserId: world.manager.id,
        staffRoles: ['Manager'],
        kind: 'passport',
        subjectKey: candidateKey,
        recordId: world.applicationId,
        fields: ['passportNumber'],
        address: null,
      }),
      expect.objectContaining({ staffUserId: null, staffRoles: [], subjectKey: candidateKey }),
    ]);
    expect(await rowsOf(sql`select to_regclass('passport_reveals') as log`)).toEqual([{ log: null }]);
    // The reveal's month has a partition of its own, made with those up to three months ahead.
    const month = earlier.toISOString().slice(0, 7).replace('-', '_');
    const [held] = await rowsOf<{ part: string }>(
      sql`select tableoid::regclass::text as part from access_records limit 1`,
    );
    expect(held!.part).toBe(`access_records_${month}`);
  });
});
