import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contains } from '../../src/db/contains';
import {
  applications,
  candidateProfiles,
  candidateSearchText,
  clients,
  jobOpenings,
  staffSearchText,
  users,
} from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Every staff search is `contains` on a column or expression, and its trigram index is built on the
// same lower(…): written differently, the index would not serve it and the search would read the table.
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function plan(table: SQL, match: SQL) {
  return database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain select 1 from ${table} where ${match}`);
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  });
}

describe('the staff searches', () => {
  it.each([
    ['applications_name_trgm_idx', sql`${applications}`, contains(applications.name, 'Quino')],
    ['applications_email_trgm_idx', sql`${applications}`, contains(applications.email, 'quino@mail')],
    ['users_name_trgm_idx', sql`${users}`, contains(users.name, 'Quino')],
    ['users_email_trgm_idx', sql`${users}`, contains(users.email, 'quino@mail')],
    ['clients_name_trgm_idx', sql`${clients}`, contains(clients.name, 'Grand Hotel')],
    ['job_openings_staff_search_trgm_idx', sql`${jobOpenings}`, contains(staffSearchText(jobOpenings), 'Chef')],
    [
      'candidate_profiles_search_trgm_idx',
      sql`${candidateProfiles}`,
      contains(candidateSearchText(candidateProfiles), 'Waiter'),
    ],
  ])('are served by their trigram index: %s', async (index, table, match) => {
    expect(await plan(table, match)).toContain(index);
  });

  it('match in any case, with the user’s % and _ taken literally', async () => {
    const matches = async (text: string, search: string) => {
      const result = await database.handle.db.execute(sql`select ${contains(sql`${text}::text`, search)} as hit`);
      return (result as unknown as { rows: { hit: boolean }[] }).rows[0]!.hit;
    };
    expect(await matches('Tess AQUINO', 'aquino')).toBe(true);
    expect(await matches('Ñora Dela Peña', 'PEÑA')).toBe(true);
    expect(await matches('Rosa 100% Lim', '100%')).toBe(true);
    expect(await matches('Rosa 1000 Lim', '100%')).toBe(false);
    expect(await matches('Rosa_Lim', 'a_l')).toBe(true);
    expect(await matches('RosaxLim', 'a_l')).toBe(false);
  });
});
