import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import type { LookupKind } from '@contracts/lookups/lookup';
import { readLookups, type SeededLookups } from '../helpers/lookups';
import { contactMessage } from '../helpers/contact';
import { inquiryBody } from '../helpers/inquiry';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

// PGlite runs inside the process: it has no server connections that could be terminated.
describe.skipIf(!onPostgres)('PostgreSQL connections terminated under load (PostgreSQL only)', () => {
  let ctx: TestContext;
  let employer: TestAccount;
  let lookups: SeededLookups;
  const uncaught: unknown[] = [];
  const collect = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    process.on('uncaughtException', collect);
    ctx = await buildTestApp();
    employer = await createAccount(ctx, 'Employer');
    lookups = await readLookups(ctx);
  });
  afterAll(async () => {
    process.off('uncaughtException', collect);
    await ctx?.close();
  });

  const first = (kind: LookupKind) => lookups[kind]![0]!._id;
  const contact = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactMessage(first('inquiry-type')),
    });
  // An inquiry is written in a transaction (the inquiry, then its positions).
  const inquiry = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/employer-inquiry/submit',
      headers: employer.auth,
      payload: inquiryBody(lookups, { positions: [lookups.position[0]!._id, lookups.position[1]!._id] }),
    });

  async function terminateConnections() {
    const admin = new pg.Client({ connectionString: ctx.testDb.url });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
  }

  it('keeps running: writers caught in it get 503 with a message, and later requests succeed', async () => {
    const failed: { status: number; message: unknown }[] = [];
    for (let wave = 0; wave < 3; wave++) {
      const writers = Array.from({ length: 30 }, (_, i) => (i % 2 ? inquiry() : contact()));
      // Terminate every connection a few times while the writers run, at different moments.
      for (let round = 0; round < 3; round++) {
        await new Promise((resolve) => setTimeout(resolve, 2 + wave * 4));
        await terminateConnections();
      }
      for (const res of await Promise.all(writers)) {
        if (res.statusCode < 300) continue;
        failed.push({ status: res.statusCode, message: res.json().message });
      }
    }
    expect(uncaught).toEqual([]);
    for (const failure of failed) {
      expect(failure).toEqual({ status: 503, message: expect.stringMatching(/try again/) });
    }

    const after = await Promise.all([contact(), inquiry(), contact(), inquiry()]);
    expect(after.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
  });
});
