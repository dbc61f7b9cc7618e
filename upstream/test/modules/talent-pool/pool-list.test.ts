import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talentPoolCountCap, talentPoolPageSchema } from '@contracts/candidates/talent-pool';
import { uploads, users } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs } from '../../helpers/employer-portal';
import { readLookups } from '../../helpers/lookups';
import { insertPoolCandidate, insertVerifiedDocument, saveProfile } from '../../helpers/talent-pool';

let ctx: TestContext;
let staff: TestAccount;
let dubai: string;
let abuDhabi: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  const lookups = await readLookups(ctx);
  [dubai, abuDhabi] = lookups['preffered-location'].map((l) => l._id) as [string, string];
  const db = ctx.app.db;
  const video = async (ownerId: string) => {
    const [row] = await db
      .insert(uploads)
      .values({
        fileName: `${randomUUID()}.webm`,
        ownerId,
        kind: 'video',
        visibility: 'private',
        mimeType: 'video/webm',
        sizeBytes: 10,
      })
      .returning({ id: uploads.id });
    return row!.id;
  };
  const anaProfile = {
    previousJobTitle: 'Waiter',
    positionNames: 'Banquet Server\nWaiter',
    experienceInYears: 5,
    englishProficiency: 'fluent' as const,
    education: 'bachelor' as const,
    preferredLocationId: dubai,
    availableToStart: '2026-12-01',
    passportExpiry: '2032-05-01',
    lastActiveAt: new Date('2026-11-20T08:00:00Z'),
  };
  const ana = await insertPoolCandidate(db, 'Ana Reyes', anaProfile);
  await saveProfile(db, ana, { ...anaProfile, videoUploadId: await video(ana) });
  await insertPoolCandidate(db, 'Ben Cruz', {
    previousJobTitle: 'Line Cook',
    positionNames: 'Commis Chef',
    experienceInYears: 2,
    englishProficiency: 'basic',
    education: 'high_school',
    preferredLocationId: abuDhabi,
    availableToStart: '2027-03-01',
    passportExpiry: '2027-06-01',
    lastActiveAt: new Date('2026-10-01T08:00:00Z'),
  });
  const carla = await insertPoolCandidate(db, 'Carla Santos', {
    previousJobTitle: 'Housekeeper',
    positionNames: 'Room Attendant',
    experienceInYears: 8,
    englishProficiency: 'advanced',
    education: 'vocational',
    preferredLocationId: dubai,
    availableToStart: '2027-01-15',
    passportExpiry: '2030-01-01',
    lastActiveAt: new Date('2026-11-25T08:00:00Z'),
  });
  await insertVerifiedDocument(db, carla);
  // Not in the pool: a profile holding only files, a disabled account, and an employer's row.
  await insertPoolCandidate(db, 'Dan Files Only', { experienceInYears: null, previousJobTitle: 'Waiter' });
  const eve = await insertPoolCandidate(db, 'Eve Disabled', { previousJobTitle: 'Waiter' });
  await db.update(users).set({ isDisabled: true }).where(eq(users.id, eve));
  const employer = await createAccount(ctx, 'Employer');
  await saveProfile(db, employer.id, { previousJobTitle: 'Waiter' });
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const res = await callAs(ctx, staff, 'GET', `/admin/candidates${query ? `?${query}` : ''}`, undefined, 200);
  return talentPoolPageSchema.strict().parse(res.json());
};
const names = async (query = '') => (await list(query)).data.map((r) => r.name);

describe('the talent pool list', () => {
  it('lists active candidates with profile details, last active first, with their facts', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 25 });
    expect(page.data.map((r) => r.name)).toEqual(['Carla Santos', 'Ana Reyes', 'Ben Cruz']);
    expect(page.data[1]).toMatchObject({
      positions: ['Banquet Server', 'Waiter'],
      previousJobTitle: 'Waiter',
      experienceInYears: 5,
      englishProficiency: 'fluent',
      education: 'bachelor',
      preferredLocation: expect.any(String),
      availableToStart: '2026-12-01',
      passportExpiry: '2032-05-01',
      hasVideo: true,
      documentsVerified: 0,
      applications: 0,
      lastActiveAt: '2026-11-20T08:00:00.000Z',
    });
    expect(page.data[0]).toMatchObject({ hasVideo: false, documentsVerified: 1, applications: 1 });
  });

  it('searches a part of a position applied for or of the previous job title, whatever the case', async () => {
    expect(await names('q=banquet')).toEqual(['Ana Reyes']);
    expect(await names('q=COOK')).toEqual(['Ben Cruz']);
    expect(await names('q=room att')).toEqual(['Carla Santos']);
    expect(await names('q=e')).toEqual(['Carla Santos', 'Ana Reyes', 'Ben Cruz']);
    // The user's % and _ are literal, not wildcards.
    expect(await names('q=%25')).toEqual([]);
    expect((await list('q=nobody')).total).toBe(0);
  });

  it('filters by years of experience as a range', async () => {
    expect(await names('experienceMin=5')).toEqual(['Carla Santos', 'Ana Reyes']);
    expect(await names('experienceMax=5')).toEqual(['Ana Reyes', 'Ben Cruz']);
    expect(await names('experienceMin=3&experienceMax=6')).toEqual(['Ana Reyes']);
    expect(await names('experienceMin=5&experienceMax=5')).toEqual(['Ana Reyes']);
  });

  it('filters by English level, education and preferred location', async () => {
    expect(await names('english=basic')).toEqual(['Ben Cruz']);
    expect(await names('education=vocational')).toEqual(['Carla Santos']);
    expect(await names(`location=${dubai}`)).toEqual(['Carla Santos', 'Ana Reyes']);
    expect(await names(`location=${abuDhabi}&english=basic`)).toEqual(['Ben Cruz']);
  });

  it('filters by the dates: available by, passport valid until, active since (each inclusive)', async () => {
    expect(await names('availableBy=2026-12-01')).toEqual(['Ana Reyes']);
    expect(await names('availableBy=2027-01-31')).toEqual(['Carla Santos', 'Ana Reyes']);
    expect(await names('passportValidUntil=2030-01-01')).toEqual(['Carla Santos', 'Ana Reyes']);
    expect(await names('passportValidUntil=2032-06-01')).toEqual([]);
    expect(await names('activeSince=2026-11-20')).toEqual(['Carla Santos', 'Ana Reyes']);
    expect(await names('activeSince=2026-11-21')).toEqual(['Carla Santos']);
  });

  it('keeps those with a verified document, or with a saved video', async () => {
    expect(await names('documentsVerified=1')).toEqual(['Carla Santos']);
    expect(await names('hasVideo=1')).toEqual(['Ana Reyes']);
    expect(await names('hasVideo=1&documentsVerified=1')).toEqual([]);
  });

  it('sorts by experience, start date and name', async () => {
    expect(await names('sort=experience')).toEqual(['Carla Santos', 'Ana Reyes', 'Ben Cruz']);
    expect(await names('sort=availableToStart')).toEqual(['Ana Reyes', 'Carla Santos', 'Ben Cruz']);
    expect(await names('sort=name')).toEqual(['Ana Reyes', 'Ben Cruz', 'Carla Santos']);
    expect(await names('sort=lastActive')).toEqual(['Carla Santos', 'Ana Reyes', 'Ben Cruz']);
  });

  it('pages in the upstream with the total of every page', async () => {
    const first = await list('sort=name&pageSize=2');
    const second = await list('sort=name&pageSize=2&page=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.data.map((r) => r.name)).toEqual(['Ana Reyes', 'Ben Cruz']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.data.map((r) => r.name)).toEqual(['Carla Santos']);
    // Past the last page: no rows, and still the total (counted apart when no row carries it).
    expect(await list('page=3&pageSize=2')).toMatchObject({ data: [], total: 3, totalCapped: false });
    expect(await list('q=nobody-has-this')).toMatchObject({ data: [], total: 0, totalCapped: false });
  });

  it('breaks ties by account, so pages never repeat or skip a candidate', async () => {
    const db = ctx.app.db;
    const same = {
      lastActiveAt: new Date('2026-01-01T00:00:00Z'),
      experienceInYears: 1,
      availableToStart: '2028-01-01',
    };
    for (let i = 0; i < 5; i++) await insertPoolCandidate(db, 'Zed Twin', { ...same, previousJobTitle: 'Twin' });
    for (const sort of ['lastActive', 'experience', 'availableToStart', 'name']) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        seen.push(...(await list(`q=twin&sort=${sort}&pageSize=2&page=${page}`)).data.map((r) => r._id));
      }
      expect(new Set(seen).size, sort).toBe(5);
      expect(seen, sort).toHaveLength(5);
    }
  });
  it('counts up to the cap, and says when more match', async () => {
    await ctx.app.db.execute(sql`
      with u as (
        insert into users (user_type, name, email, password_hash)
        select 'User', 'Many ' || g, 'many-' || g || '@example.com', 'not-a-hash' from generate_series(1, ${talentPoolCountCap}) g
        returning id
      )
      insert into candidate_profiles (user_id, experience_in_years, previous_job_title, education, english_proficiency,
        passport_number, passport_expiry, available_to_start, last_active_at)
      select id, 1, 'Many', 'college', 'basic', 'P1', '2031-01-01', '2027-01-01', '2025-01-01' from u`);
    expect(await list('pageSize=1')).toMatchObject({ total: talentPoolCountCap, totalCapped: true });
    expect(await list('pageSize=1&q=many')).toMatchObject({ total: talentPoolCountCap, totalCapped: false });
  });
});

describe('the talent pool list refuses', () => {
  it.each([
    ['q', `q=${'a'.repeat(101)}`],
    ['experienceMin', 'experienceMin=two'],
    ['experienceMin', 'experienceMin=-1'],
    ['experienceMax', 'experienceMax=51'],
    ['experienceMax', 'experienceMin=6&experienceMax=5'],
    ['english', 'english=native'],
    ['education', 'education=phd'],
    ['location', 'location=dubai'],
    ['availableBy', 'availableBy=2026-02-30'],
    ['passportValidUntil', 'passportValidUntil=tomorrow'],
    ['documentsVerified', 'documentsVerified=yes'],
    ['hasVideo', 'hasVideo=true'],
    ['activeSince', 'activeSince=2026-13-01'],
    ['sort', 'sort=salary'],
    ['page', 'page=0'],
    ['pageSize', 'pageSize=101'],
  ])('a bad %s (%s) with 400 and a message', async (field, query) => {
    const res = await callAs(ctx, staff, 'GET', `/admin/candidates?${query}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('a candidate or an employer with 403, and anyone signed out with 401', async () => {
    for (const type of ['User', 'Employer'] as const) {
      const account = await createAccount(ctx, type);
      expect((await callAs(ctx, account, 'GET', '/admin/candidates')).statusCode).toBe(403);
    }
    expect((await callAs(ctx, null, 'GET', '/admin/candidates')).statusCode).toBe(401);
  });
});
