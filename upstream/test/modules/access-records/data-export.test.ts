import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRecords } from '../../../src/db/schema';
import { testPassword } from '../../helpers/accounts';
import { unzip } from '../../helpers/unzip';
import { accessWorld, type AccessWorld } from './access-world';

let world: AccessWorld;

beforeAll(async () => {
  world = await accessWorld();
  const read = (who: typeof world.manager, method: 'GET' | 'POST', url: string) =>
    world.ctx.app.inject({ method, url, headers: who.auth });
  // Moved to Offered (its answer shows the application), where documentation officers see the passport.
  const offered = await world.ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/applications/${world.applicationId}/stage`,
    payload: { stage: 'Offered', notifyCandidate: false },
    headers: world.manager.auth,
  });
  expect(offered.statusCode).toBe(200);
  await read(world.manager, 'GET', `/api/files/${world.resume}`);
  const revealed = await read(world.officer, 'POST', `/api/admin/applications/${world.applicationId}/reveal-passport`);
  expect(revealed.statusCode).toBe(200);
  // A list's read names no one person: it is not the candidate's to see.
  await read(world.manager, 'GET', '/api/admin/candidates');
});
afterAll(() => world.ctx.close());

async function exportedData() {
  const res = await world.ctx.app.inject({ method: 'GET', url: '/api/privacy/export', headers: world.candidate.auth });
  expect(res.statusCode).toBe(200);
  return JSON.parse((await unzip(res.rawPayload)).get('data.json')!.toString('utf8'));
}

describe("the candidate's data export", () => {
  it('lists who at the agency opened their data, by role and first name only, and when', async () => {
    const data = await exportedData();
    expect(data.openedByAgencyStaff).toEqual([
      { at: expect.any(String), staffFirstName: 'Staff', staffRoles: ['Manager'], what: 'Application' },
      { at: expect.any(String), staffFirstName: 'Staff', staffRoles: ['Manager'], what: 'File: resume' },
      {
        at: expect.any(String),
        staffFirstName: 'Staff',
        staffRoles: ['Documentation officer'],
        what: 'Passport number',
      },
    ]);
    const listed = JSON.stringify(data.openedByAgencyStaff);
    for (const hidden of ['Member', world.manager.email, world.officer.email, world.manager.id]) {
      expect(listed).not.toContain(hidden);
    }
    // The passport reveals, answered from the record of access as before.
    expect(data.applications[0].passportNumberShownToStaffAt).toEqual([data.openedByAgencyStaff[2].at]);
  });

  it('keeps the entries when the candidate erases their account, naming them no more', async () => {
    const before = await world.ctx.app.db.select().from(accessRecords);
    const erased = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      payload: { password: testPassword },
      headers: world.candidate.auth,
    });
    expect(erased.statusCode).toBe(200);
    expect(await world.ctx.app.db.select().from(accessRecords)).toEqual(before);
    const text = JSON.stringify(
      ((await world.ctx.app.db.execute(sql`select * from access_records`)) as unknown as { rows: unknown[] }).rows,
    );
    expect(text).not.toContain(world.candidate.id);
    expect(text).not.toContain(world.candidate.email);
    const search = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/access-records?staff=${world.officer.id}`,
      headers: world.manager.auth,
    });
    expect(search.json().data).toEqual([expect.objectContaining({ kind: 'passport', subject: null })]);
  });
});
