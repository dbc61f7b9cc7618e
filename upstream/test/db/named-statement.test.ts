import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitInText, runNamed } from '../../src/db/named-statement';
import { clients } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

describe('a hot read run as a named statement (db/named-statement.ts)', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const names = ['Alpha Hotel', 'Alpha Resort', 'Beta Hotel', 'Beta Suites', 'Beta Tower', 'Gamma Inn'];
    await testDb.handle.db.insert(clients).values(names.map((name) => ({ name })));
  });
  afterAll(() => testDb.drop());

  const namesStartingWith = (db: TestDatabase['handle']['db'], prefix: string, rows: number) =>
    runNamed(
      db
        .select({ name: clients.name })
        .from(clients)
        .where(like(clients.name, `${prefix}%`))
        .orderBy(asc(clients.name))
        .limit(limitInText(rows)),
      `test_clients_by_prefix_${rows}`,
    );

  it('answers each call with its own values, past the calls after which PostgreSQL keeps a generic plan', async () => {
    const { db } = testDb.handle;
    // Seven calls on one connection (a transaction holds it): PostgreSQL plans the first five with their
    // values, then may keep one plan for all; each answer must still be its own values'.
    await db.transaction(async (tx) => {
      const prefixes = ['Alpha', 'Beta', 'Gamma', 'Alpha', 'Beta', 'Gamma', 'Beta', 'Delta'];
      const answers = [];
      for (const prefix of prefixes) answers.push((await namesStartingWith(tx, prefix, 2)).map((r) => r.name));
      expect(answers).toEqual([
        ['Alpha Hotel', 'Alpha Resort'],
        ['Beta Hotel', 'Beta Suites'],
        ['Gamma Inn'],
        ['Alpha Hotel', 'Alpha Resort'],
        ['Beta Hotel', 'Beta Suites'],
        ['Gamma Inn'],
        ['Beta Hotel', 'Beta Suites'],
        [],
      ]);
      // The limit is the statement's own (in its text, so in its name): another name for another limit.
      expect((await namesStartingWith(tx, 'Beta', 3)).map((r) => r.name)).toEqual([
        'Beta Hotel',
        'Beta Suites',
        'Beta Tower',
      ]);
      if (onPostgres) {
        // Prepared once on this connection under each name, with the limit written into the text.
        const prepared = (await tx.execute(
          sql`select name, statement from pg_prepared_statements where name like 'test_clients_by_prefix_%' order by name`,
        )) as unknown as { rows: { name: string; statement: string }[] };
        expect(prepared.rows.map((r) => r.name)).toEqual(['test_clients_by_prefix_2', 'test_clients_by_prefix_3']);
        expect(prepared.rows[0]?.statement).toMatch(/limit 2$/);
      }
    });
  });

  it('runs an unnamed query as an ordinary one', async () => {
    const rows = await runNamed(
      testDb.handle.db.select({ name: clients.name }).from(clients).where(like(clients.name, 'Gamma%')),
      false,
    );
    expect(rows).toEqual([{ name: 'Gamma Inn' }]);
  });
});
