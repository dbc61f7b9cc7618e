import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@contracts/core/endpoint';
import { allEndpoints, api } from '@contracts/endpoints';
import { accessRecords, users } from '../../../src/db/schema';
import * as accessRecordsModule from '../../../src/modules/access-records';
import * as repository from '../../../src/modules/access-records/repository';
import type { TestAccount } from '../../helpers/accounts';
import { accessWorld, type AccessWorld } from './access-world';

let world: AccessWorld;

beforeAll(async () => {
  world = await accessWorld();
  // Entries of every kind the world can make: a detail, a reveal, a file, a search.
  const read = (method: 'GET' | 'POST', url: string) =>
    world.ctx.app.inject({ method, url, headers: world.manager.auth });
  await read('GET', `/api/admin/applications/${world.applicationId}`);
  await read('POST', `/api/admin/applications/${world.applicationId}/reveal-passport`);
  await read('GET', `/api/files/${world.resume}`);
  await read('GET', '/api/admin/candidates');
});
afterAll(() => world.ctx.close());

const allEntries = () => world.ctx.app.db.select().from(accessRecords).orderBy(asc(accessRecords.id));

/** A fresh token of the account each call (a call may sign it out everywhere: logout, password change). */
async function tokenOf(account: TestAccount) {
  const [user] = await world.ctx.app.db.select().from(users).where(eq(users.id, account.id));
  return world.ctx.app.issueToken({ id: user!.id, userType: user!.userType, tokenVersion: user!.tokenVersion });
}

/** Every placeholder an unknown id, an empty body: past who may call, each route answers 4xx or reads. */
async function harmlessCall(endpoint: Endpoint, account: TestAccount) {
  return world.ctx.app.inject({
    method: endpoint.method,
    url: `/api${endpoint.path.replace(/:[A-Za-z]+/g, () => randomUUID())}`,
    headers: { authorization: `Bearer ${await tokenOf(account)}` },
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('entries cannot be changed or deleted through the app', () => {
  it('has one route on the record, a search that only reads', () => {
    const onRecord = allEndpoints.filter((endpoint) => endpoint.path.startsWith('/admin/access-records'));
    expect(onRecord).toEqual([api.adminAccessRecords.search]);
    expect(api.adminAccessRecords.search.method).toBe('GET');
  });

  it('offers no way to change or remove an entry: the repository writes and reads, the module records and reads', () => {
    const changing = /update|delete|remove|drop|truncate|erase|change|edit/i;
    expect(Object.keys(repository).filter((name) => changing.test(name))).toEqual([]);
    expect(Object.keys(repository)).toContain('insertAccessRecord');
    // The module's door: recording, reading, its search route, and the retention task (months dropped past 3 years).
    expect(Object.keys(accessRecordsModule).sort()).toEqual(
      ['accessRecordStaffRoutes', 'agencyAccessOf', 'keepAccessRecords', 'passportRevealsOf', 'recordRead'].sort(),
    );
  });

  it('leaves every entry as it was after every route of the registry is called, by a Manager and by a candidate', async () => {
    const before = await allEntries();
    expect(before.length).toBeGreaterThanOrEqual(4);
    const answered = new Set<number>();
    for (const account of [world.manager, world.candidate]) {
      for (const endpoint of allEndpoints.filter((e) => !e.websiteOnly)) {
        answered.add((await harmlessCall(endpoint, account)).statusCode);
      }
    }
    // The walk reached the routes (answers of every kind), and no call crashed.
    expect([...answered].some((status) => status < 300)).toBe(true);
    expect([...answered].filter((status) => status >= 500)).toEqual([]);
    const after = await allEntries();
    const byId = new Map(after.map((entry) => [entry.id, entry]));
    expect(before.map((entry) => byId.get(entry.id))).toEqual(before);
  });
});
