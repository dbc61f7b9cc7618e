import { count, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertDeliveries, jobAlerts, jobOpenings } from '../../../src/db/schema';
import { sendJobAlertDigests } from '../../../src/modules/job-alerts/digest';
import { filterKey } from '../../../src/modules/job-alerts/search';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { jobOrderFields } from '../../helpers/job-order';
import { readLookups, type SeededLookups } from '../../helpers/lookups';

const recentAlerts = 4_000;
const oldAlerts = 1_000;
const bulkWords = ['waiter', 'night auditor', 'barista', 'housekeeping attendant', 'sous chef'];

let ctx: TestContext;
let lookups: SeededLookups;
beforeAll(async () => {
  ctx = await buildTestApp();
  lookups = await readLookups(ctx);
});
afterAll(() => ctx.close());

const deliveries = async () => (await ctx.app.db.select({ n: count() }).from(jobAlertDeliveries))[0]!.n;

/**
 * Confirmed alerts none of which the job published below matches: on another position, another
 * emirate, or words it lacks. Most were confirmed after every job there is; the old ones before,
 * and every active job is recorded as mailed to them. So nothing is new to any of them.
 */
async function insertBulkAlerts() {
  const positions = lookups.position.slice(1).map((p) => p._id);
  const locations = lookups['preffered-location'].slice(1).map((l) => l._id);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000);
  const rows = Array.from({ length: recentAlerts + oldAlerts }, (_, i) => {
    const old = i >= recentAlerts;
    const kind = old ? 0 : i % 4;
    const search = {
      positionId: kind === 0 || kind === 3 ? positions[i % positions.length]! : null,
      locationId: kind === 1 ? locations[i % locations.length]! : null,
      query: kind >= 2 ? bulkWords[i % bulkWords.length]! : '',
    };
    return {
      email: `bulk-${i}@example.com`,
      ...search,
      filterKey: filterKey(search),
      confirmedAt: old ? yearAgo : new Date(),
    };
  });
  for (let start = 0; start < rows.length; start += 1000) {
    await ctx.app.db.insert(jobAlerts).values(rows.slice(start, start + 1000));
  }
  const active = await ctx.app.db.select({ id: jobOpenings.id }).from(jobOpenings);
  const old = await ctx.app.db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(
      inArray(
        jobAlerts.email,
        rows.slice(recentAlerts).map((row) => row.email),
      ),
    );
  const mailed = old.flatMap((alert) => active.map((job) => ({ alertId: alert.id, jobOpeningId: job.id })));
  for (let start = 0; start < mailed.length; start += 1000) {
    await ctx.app.db.insert(jobAlertDeliveries).values(mailed.slice(start, start + 1000));
  }
}

describe('the daily digest over many alerts', () => {
  it('sends and records nothing when nothing is new, then mails only the alerts a new job matches, two-word searches included', async () => {
    await insertBulkAlerts();
    const deliveredBefore = await deliveries();
    expect(deliveredBefore).toBeGreaterThan(0);

    const quiet = await sendJobAlertDigests(ctx.app, new Date());
    expect(quiet).toMatchObject({ mailsQueued: 0, jobsMailed: 0 });
    expect(await deliveries()).toBe(deliveredBefore);
    expect(
      await ctx.app.db.select({ id: jobAlerts.id }).from(jobAlerts).where(isNotNull(jobAlerts.lastSentAt)),
    ).toEqual([]);

    const words = { email: 'two-words@example.com', query: 'zanzibarine pastry', positionId: null, locationId: null };
    const byPosition = {
      email: 'position@example.com',
      query: '',
      positionId: lookups.position[0]!._id,
      locationId: null,
    };
    const mismatch = { email: 'mismatch@example.com', query: 'zanzibarine waiter', positionId: null, locationId: null };
    const wanted = [words, byPosition, mismatch].map((search) => ({
      ...search,
      filterKey: filterKey(search),
      confirmedAt: new Date(),
    }));
    await ctx.app.db.insert(jobAlerts).values(wanted);
    const staff = await createAccount(ctx, 'Admin');
    const published = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/job-openings',
      headers: staff.auth,
      payload: {
        ...jobOrderFields(),
        title: 'Zanzibarine Pastry Lead',
        companyName: 'Harbour hotel',
        position: lookups.position[0]!._id,
        locations: [lookups['preffered-location'][0]!._id],
        salaryBudget: lookups['salary-budget'][0]!._id,
        description: '<p>Laminated doughs every morning.</p>',
      },
    });
    expect(published.statusCode, published.body).toBe(201);

    const report = await sendJobAlertDigests(ctx.app, new Date());
    expect(report).toMatchObject({ mailsQueued: 2, jobsMailed: 2 });
    const mailedTo = await ctx.app.db
      .select({ email: jobAlerts.email })
      .from(jobAlerts)
      .where(isNotNull(jobAlerts.lastSentAt));
    expect(mailedTo.map((row) => row.email).sort()).toEqual([byPosition.email, words.email].sort());
    expect(await deliveries()).toBe(deliveredBefore + 2);
  });
});
