import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBatchSize } from '../../../src/modules/applications/service';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { insertApplications } from '../../helpers/bulk-applications';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
let staff: TestAccount;
/** More than two batches of the export. */
const count = exportBatchSize * 2 + 345;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  await insertApplications(ctx.app.db, 'Bulk Applicant', count);
});
afterAll(() => ctx.close());

const header =
  'Applied on,Name,Email,Phone,Job,Position,Stage,English,Experience (years),Preferred location,Deployment readiness';

async function exportCsv(query: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/applications/export.csv?reason=Monthly%20report&${query}`,
    headers: staff.auth,
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const [first, ...rows] = res.body.split('\r\n');
  expect(first).toBe(header);
  expect(rows.pop()).toBe('');
  return { body: res.body, rows, emails: rows.map((line) => line.split(',')[2]!) };
}

const emailsOf = (numbers: number[]) => numbers.map((n) => `Bulk Applicant-${n}@example.com`).sort();
const every = Array.from({ length: count }, (_, i) => i + 1);

describe('CSV export of the staff list', () => {
  it('holds every application exactly once, past any batch, with the header and without passports', async () => {
    const { body, rows, emails } = await exportCsv('');
    expect(rows).toHaveLength(count);
    expect([...emails].sort()).toEqual(emailsOf(every));
    expect(body).not.toMatch(/PX\d{7}/);
    expect(rows[0]).toMatch(
      /^\d{4}-\d\d-\d\d,Bulk Applicant 0000[1-6],Bulk Applicant-\d@example.com,'\+63 917 555 \d,/,
    );
  });

  it('holds every matching application exactly once when filtered', async () => {
    const { rows, emails } = await exportCsv('stage=Deployed');
    const deployed = every.filter((n) => n % 2 === 0);
    expect(deployed.length).toBeGreaterThan(exportBatchSize);
    expect(rows).toHaveLength(deployed.length);
    expect([...emails].sort()).toEqual(emailsOf(deployed));
    for (const row of rows) expect(row).toContain(',Deployed,');
  });

  it('follows the list’s sort across batches', async () => {
    const { emails } = await exportCsv('sort=experienceInYears&order=asc');
    const years = emails.map((email) => Number(/-(\d+)@/.exec(email)![1]) % 20);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(emails).size).toBe(count);
  });
});
