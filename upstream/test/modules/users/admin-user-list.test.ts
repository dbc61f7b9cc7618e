import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserSchema } from '@contracts/users/staff';
import { paginated } from '@contracts/core/staff-schemas';
import { createAccount, testPassword, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
let staff: TestAccount;

beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  staff = await createAccount(ctx, 'Admin');
  // 2,500 accounts more, ten made in each second (ties the order must still settle), some named alike.
  await ctx.app.db.execute(sql`
    insert into users (user_type, name, email, password_hash, created_at)
    select 'User', case when n % 50 = 0 then 'Maria Santos ' || n else 'Candidate ' || n end,
           'person' || n || '@mail.example', 'x', timestamptz '2025-01-01' + (n / 10) * interval '1 second'
    from generate_series(1, 2500) as n`);
});
afterAll(() => ctx.close());

const page = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: staff.auth });
  expect(res.statusCode, res.body).toBe(200);
  return paginated(adminUserSchema.strict()).parse(res.json());
};

/** Every user's id, newest first (id breaks ties), as the database orders them. */
async function expectedOrder(where = sql`true`) {
  const result = await ctx.app.db.execute(sql`select id from users where ${where} order by created_at desc, id desc`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

/** Every page of a listing in turn, each page's ids appended. */
async function readAll(query: string, pageSize: number) {
  const { total } = await page(`${query}&pageSize=${pageSize}`);
  const ids: string[] = [];
  for (let n = 1; n <= Math.ceil(total / pageSize); n++) {
    const { data, total: again } = await page(`${query}&pageSize=${pageSize}&page=${n}`);
    expect(again).toBe(total);
    ids.push(...data.map((u) => u._id));
  }
  return { ids, total };
}

describe('the staff list of users', () => {
  it('pages through every user once, newest first, the far pages too', async () => {
    const { ids, total } = await readAll('', 100);
    expect(total).toBe(2501);
    expect(ids).toEqual(await expectedOrder());
  });

  it('gives the last page, partly filled, and an empty page past it', async () => {
    const all = await expectedOrder();
    const last = await page('pageSize=100&page=26');
    expect(last.data.map((u) => u._id)).toEqual(all.slice(2500));
    const nearEnd = await page('pageSize=30&page=83');
    expect(nearEnd.data.map((u) => u._id)).toEqual(all.slice(2460, 2490));
    expect(await page('pageSize=100&page=27')).toMatchObject({ data: [], total: 2501 });
  });

  it('finds a part of a name or an email, any case, and pages the matches', async () => {
    const { ids, total } = await readAll('q=MARIA%20san', 7);
    expect(total).toBe(50);
    expect(ids).toEqual(await expectedOrder(sql`name ilike '%maria san%'`));

    const byEmail = await page('q=person250%40mail');
    expect(byEmail.data.map((u) => u.email)).toEqual(['person250@mail.example']);
    expect((await page('q=PERSON250')).data.map((u) => u.email)).toEqual([
      'person2500@mail.example',
      'person250@mail.example',
    ]);
    // Two letters are fewer than a trigram: still found, by a scan.
    expect((await page('q=s%202')).total).toBe((await expectedOrder(sql`name ilike '%s 2%'`)).length);
    expect((await page('q=nobody-like-this')).total).toBe(0);
    expect((await page(`q=${encodeURIComponent('100%')}`)).total).toBe(0);
  });

  it('keeps its total (kept by triggers, not counted) exact while accounts are made and deleted at once', async () => {
    const counted = async () =>
      Number(
        ((await ctx.app.db.execute(sql`select count(*)::int as n from users`)) as unknown as { rows: { n: number }[] })
          .rows[0]!.n,
      );
    const before = (await page('')).total;
    expect(before).toBe(await counted());
    const made = await Promise.all(Array.from({ length: 6 }, () => createAccount(ctx, 'User')));
    expect((await page('')).total).toBe(before + 6);
    const deleted = await Promise.all(
      made.slice(0, 3).map((account) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/privacy/delete-account',
          payload: { password: testPassword },
          headers: account.auth,
        }),
      ),
    );
    expect(deleted.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const { total, data } = await page('pageSize=100&page=1');
    expect(total).toBe(before + 3);
    expect(total).toBe(await counted());
    expect(data.map((u) => u.email)).toEqual(expect.arrayContaining(made.slice(3).map((a) => a.email)));
    // The last page follows the kept total: the oldest user, alone on it.
    const last = await page(`pageSize=1&page=${total}`);
    expect(last.data.map((u) => u._id)).toEqual((await expectedOrder()).slice(-1));
  });

  it('answers 400 for a page or page size it cannot give', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=101']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: staff.auth });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
