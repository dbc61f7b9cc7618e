import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRecordMessages, accessRecordPageSchema, type AccessRecordPage } from '@contracts/access-records/record';
import { insertAccessRecord } from '../../../src/modules/access-records/repository';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { accessWorld, type AccessWorld } from './access-world';

let world: AccessWorld;
let recruiter: TestAccount;

/** Entries written by the repository at chosen instants (the reads themselves are tested elsewhere). */
async function entryAt(iso: string, staff: TestAccount, kind: 'application' | 'passport', subject: string) {
  await insertAccessRecord(world.ctx.app.db, {
    at: new Date(iso),
    staffUserId: staff.id,
    staffRoles: ['Manager'],
    kind,
    subjectUserId: subject,
    recordId: world.applicationId,
    address: '198.51.100.7',
  });
}

beforeAll(async () => {
  world = await accessWorld();
  recruiter = await createAccount(world.ctx, 'Admin', { staffRoles: ['Recruiter'] });
  // Five reads of the candidate's data, a day apart in November 2026 (UAE days start at 20:00 UTC).
  for (let day = 1; day <= 5; day++) {
    await entryAt(
      `2026-11-0${day}T10:00:00Z`,
      day % 2 ? world.manager : world.officer,
      'application',
      world.candidate.id,
    );
  }
  await entryAt('2026-11-03T10:00:00Z', world.officer, 'passport', world.poolCandidate);
});
afterAll(() => world.ctx.close());

const search = async (query: string, staff = world.manager) => {
  const res = await world.ctx.app.inject({
    method: 'GET',
    url: `/api/admin/access-records?${query}`,
    headers: staff.auth,
  });
  return { res, page: res.statusCode === 200 ? accessRecordPageSchema.parse(res.json()) : undefined };
};
const days = (page: AccessRecordPage | undefined) => page!.data.map((entry) => entry.at.slice(0, 10));

describe("the Manager's search of the record of access", () => {
  it('finds a person’s entries by email, a part of it or the account id, newest first, with who read them', async () => {
    for (const person of [
      world.candidate.email,
      world.candidate.email.slice(0, 12).toUpperCase(),
      world.candidate.id,
    ]) {
      const { page } = await search(`person=${encodeURIComponent(person)}&from=2026-11-01&to=2026-11-30`);
      expect(days(page)).toEqual(['2026-11-05', '2026-11-04', '2026-11-03', '2026-11-02', '2026-11-01']);
    }
    const { page } = await search(`person=${world.candidate.email}&from=2026-11-05&to=2026-11-05`);
    expect(page!.data[0]).toMatchObject({
      kind: 'application',
      staff: { _id: world.manager.id, email: world.manager.email },
      staffRoles: ['Manager'],
      subject: { _id: world.candidate.id, email: world.candidate.email },
      recordId: world.applicationId,
      address: '198.51.100.7',
    });
  });

  it('finds a staff member’s entries, and narrows them by UAE days', async () => {
    const { page } = await search(`staff=${world.officer.email}&from=2026-11-01&to=2026-11-30`);
    expect(page!.data.map((e) => [e.at.slice(0, 10), e.kind])).toEqual([
      ['2026-11-04', 'application'],
      ['2026-11-03', 'passport'],
      ['2026-11-02', 'application'],
    ]);
    expect(days((await search(`staff=${world.officer.id}&from=2026-11-03&to=2026-11-03`)).page)).toEqual([
      '2026-11-03',
    ]);
    // A staff filter names staff only: the candidate's email matches no staff member.
    expect((await search(`staff=${world.candidate.email}`)).page!.data).toEqual([]);
  });

  it('pages by key: next, previous and the oldest page, none repeated or skipped', async () => {
    const query = `person=${world.candidate.id}&from=2026-11-01&to=2026-11-30&pageSize=2`;
    const first = (await search(query)).page!;
    expect(days(first)).toEqual(['2026-11-05', '2026-11-04']);
    expect(first.previous).toBeNull();
    const second = (await search(`${query}&after=${first.next}`)).page!;
    expect(days(second)).toEqual(['2026-11-03', '2026-11-02']);
    const third = (await search(`${query}&after=${second.next}`)).page!;
    expect(days(third)).toEqual(['2026-11-01']);
    expect(third.next).toBeNull();
    expect(days((await search(`${query}&before=${second.previous}`)).page)).toEqual(['2026-11-05', '2026-11-04']);
    expect(days((await search(`${query}&last=1`)).page)).toEqual(['2026-11-02', '2026-11-01']);
  });

  it('pages the default page size (a prepared statement on PostgreSQL) for one person after another', async () => {
    // 120 reads of another person, a minute apart on 1 October 2026.
    for (let minute = 0; minute < 120; minute++) {
      const at = new Date(Date.UTC(2026, 9, 1, 8, minute)).toISOString();
      await entryAt(at, world.officer, 'application', world.poolCandidate);
    }
    const minutes = (page: AccessRecordPage | undefined) =>
      page!.data.map((e) => (Date.parse(e.at) - Date.UTC(2026, 9, 1, 8)) / 60_000);
    const query = `person=${world.poolCandidate}&to=2026-10-01`;
    const first = (await search(query)).page!;
    expect(minutes(first)).toEqual(Array.from({ length: 50 }, (_, i) => 119 - i));
    const second = (await search(`${query}&after=${first.next}`)).page!;
    expect(minutes(second)).toEqual(Array.from({ length: 50 }, (_, i) => 69 - i));
    const third = (await search(`${query}&after=${second.next}`)).page!;
    expect(minutes(third)).toEqual(Array.from({ length: 20 }, (_, i) => 19 - i));
    expect(third.next).toBeNull();
    expect(minutes((await search(`${query}&before=${second.previous}`)).page)).toEqual(minutes(first));
    expect(minutes((await search(`${query}&last=1`)).page)).toEqual(Array.from({ length: 50 }, (_, i) => 49 - i));
    // Alternating people past the five calls after which PostgreSQL may keep one plan: each its own entries.
    for (let round = 0; round < 4; round++) {
      expect((await search(`person=${world.poolCandidate}&to=2026-10-01`)).page!.data).toHaveLength(50);
      expect(days((await search(`person=${world.candidate.id}&to=2026-11-30`)).page)).toEqual([
        '2026-11-05',
        '2026-11-04',
        '2026-11-03',
        '2026-11-02',
        '2026-11-01',
      ]);
    }
  });

  it('records each search as a read of many people, with its filters', async () => {
    await search(`person=${world.candidate.email}&from=2026-11-01`);
    const [entry] = (await world.entriesBy(world.manager)).slice(-1);
    expect(entry).toMatchObject({
      kind: 'access-records-search',
      filters: { person: world.candidate.email, from: '2026-11-01' },
      subjectCount: 5,
    });
  });

  it('answers 400, with what to do, for a name that matches too many accounts, bad dates or a stale page link', async () => {
    await Promise.all(Array.from({ length: 21 }, () => createAccount(world.ctx, 'User')));
    const many = await search('person=example.com');
    expect(many.res.statusCode).toBe(400);
    expect(many.res.json().errors.person).toBe(accessRecordMessages.tooManyPeople('example.com'));
    const dates = await search('from=2026-11-05&to=2026-11-01');
    expect(dates.res.statusCode).toBe(400);
    expect(dates.res.json().errors.to).toBe(accessRecordMessages.dates);
    expect((await search('after=bm90LWEtY3Vyc29y')).res.statusCode).toBe(400);
  });

  it('is for Managers only', async () => {
    expect((await search('', recruiter)).res.statusCode).toBe(403);
    expect((await search('', world.officer)).res.statusCode).toBe(403);
  });
});
