import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRecordMessages } from '@contracts/access-records/record';
import type { Endpoint } from '@contracts/core/endpoint';
import { allEndpoints, api } from '@contracts/endpoints';
import { applications } from '../../../src/db/schema';
import { createDeployment } from '../../../src/modules/deployments';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { insertDeployedWorker } from '../welfare/insert-worker';
import { accessWorld, websiteSecret, type AccessWorld } from './access-world';

let world: AccessWorld;

beforeAll(async () => {
  world = await accessWorld();
});
afterAll(() => world.ctx.close());

/** A call that reads personal data, and what its entry must say (its subject's account id, or a list's size). */
interface ReadCall {
  method: Endpoint['method'];
  url: string;
  payload?: object;
  subject?: string;
  recordId?: string;
  /** A list's read: how many people its answer shows. */
  count?: (answer: string) => number;
  reason?: string;
  fields?: string[];
  file?: string;
}

const csvRows = (answer: string) => answer.trim().split('\r\n').length - 1;
const shownRows = (answer: string) => (JSON.parse(answer) as { data: unknown[] }).data.length;

/** One successful call of each personal read of the registry; a read declared without one here fails the walk. */
const calls = new Map<Endpoint, () => Promise<ReadCall> | ReadCall>([
  [
    api.adminApplications.detail,
    () => ({
      method: 'GET',
      url: `/api/admin/applications/${world.applicationId}`,
      subject: world.candidate.id,
      recordId: world.applicationId,
    }),
  ],
  [
    api.adminApplications.revealPassport,
    () => ({
      method: 'POST',
      url: `/api/admin/applications/${world.applicationId}/reveal-passport`,
      subject: world.candidate.id,
      recordId: world.applicationId,
      fields: ['passportNumber'],
    }),
  ],
  [
    api.adminApplications.setStage,
    () => ({
      method: 'PATCH',
      url: `/api/admin/applications/${world.applicationId}/stage`,
      payload: { stage: 'Screening', notifyCandidate: false },
      subject: world.candidate.id,
      recordId: world.applicationId,
    }),
  ],
  [
    api.adminApplications.allowReapply,
    async () => {
      await world.ctx.app.db
        .update(applications)
        .set({ stage: 'Withdrawn' })
        .where(eq(applications.id, world.applicationId));
      return {
        method: 'POST',
        url: `/api/admin/applications/${world.applicationId}/allow-reapply`,
        subject: world.candidate.id,
        recordId: world.applicationId,
      };
    },
  ],
  [
    api.adminApplications.addNote,
    () => ({
      method: 'POST',
      url: `/api/admin/applications/${world.applicationId}/notes`,
      payload: { body: 'Called her back' },
      subject: world.candidate.id,
      recordId: world.applicationId,
    }),
  ],
  [
    api.adminApplications.exportCsv,
    () => ({
      method: 'GET',
      url: '/api/admin/applications/export.csv?q=rosa%20access&reason=Client%20asked%20for%20the%20list',
      count: csvRows,
      reason: 'Client asked for the list',
    }),
  ],
  [api.adminCandidates.list, () => ({ method: 'GET', url: '/api/admin/candidates?q=waiter', count: shownRows })],
  [
    api.adminCandidates.get,
    () => ({ method: 'GET', url: `/api/admin/candidates/${world.poolCandidate}`, subject: world.poolCandidate }),
  ],
  [
    api.adminDeploymentSteps.detail,
    async () => {
      await createDeployment(world.ctx.app.db, world.applicationId, null);
      const url = `/api/admin/applications/${world.applicationId}/deployment`;
      return { method: 'GET', url, subject: world.candidate.id, recordId: world.applicationId };
    },
  ],
  [
    api.adminDeploymentSteps.history,
    async () => {
      await createDeployment(world.ctx.app.db, world.applicationId, null);
      const url = `/api/admin/applications/${world.applicationId}/deployment/steps/medical/history`;
      return { method: 'GET', url, subject: world.candidate.id, recordId: world.applicationId };
    },
  ],
  [
    api.adminWelfare.worker,
    async () => {
      await insertDeployedWorker(world.ctx.app.db, world.applicationId);
      const url = `/api/admin/applications/${world.applicationId}/welfare`;
      return { method: 'GET', url, subject: world.candidate.id, recordId: world.applicationId };
    },
  ],
  [
    api.adminWelfare.incident,
    async () => {
      const { incidentId } = await insertDeployedWorker(world.ctx.app.db, world.applicationId);
      const url = `/api/admin/applications/${world.applicationId}/welfare/incidents/${incidentId}`;
      return { method: 'GET', url, subject: world.candidate.id, recordId: world.applicationId };
    },
  ],
  [
    api.adminWelfare.exportCsv,
    async () => {
      await insertDeployedWorker(world.ctx.app.db, world.applicationId);
      const reason = 'Quarterly report to the DMW';
      const url = `/api/admin/welfare/report.csv?quarter=2027-Q2&reason=${encodeURIComponent(reason)}`;
      return { method: 'GET', url, count: csvRows, reason };
    },
  ],
  [
    api.uploads.privateFile,
    () => ({
      method: 'GET',
      url: `/api/files/${world.resume}`,
      subject: world.candidate.id,
      fields: ['resume'],
      file: world.resume,
    }),
  ],
  [
    api.adminAccessRecords.search,
    () => ({ method: 'GET', url: `/api/admin/access-records?person=${world.candidate.email}`, count: shownRows }),
  ],
]);

const personalReads = allEndpoints.filter((endpoint) => endpoint.personalRead);
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const call = (staff: TestAccount, read: ReadCall, headers: Record<string, string> = {}) =>
  world.ctx.app.inject({
    method: read.method,
    url: read.url,
    headers: { ...staff.auth, ...headers },
    ...(read.payload ? { payload: read.payload } : {}),
  });

describe('every staff read of personal data in the registry', () => {
  it('covers what the issue names: details, passports, files, the CSV export, talent pool searches', () => {
    expect(personalReads).toEqual(
      expect.arrayContaining([
        api.adminApplications.detail,
        api.adminApplications.revealPassport,
        api.adminApplications.exportCsv,
        api.adminCandidates.list,
        api.uploads.privateFile,
      ]),
    );
  });

  it.each(personalReads.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    '%s writes exactly one access entry, naming who read whose data, from where',
    async (_name, endpoint) => {
      const read = await calls.get(endpoint)?.();
      expect(read, `a call of ${nameOf(endpoint)} in this test`).toBeDefined();
      const before = (await world.entriesBy(world.manager)).length;
      const res = await call(world.manager, read!, { 'x-client-ip': '203.0.113.9', 'x-website-secret': websiteSecret });
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(300);
      const entries = (await world.entriesBy(world.manager)).slice(before);
      expect(entries).toHaveLength(1);
      const declared = endpoint.personalRead!;
      expect(entries[0]).toMatchObject({
        kind: declared.kind,
        staffRoles: ['Manager'],
        address: '203.0.113.9',
        subjectKey: read!.subject ? await world.keyOf(read!.subject) : null,
        subjectCount: declared.subject === 'many' ? read!.count!(res.body) : null,
        fields: read!.fields ?? [...declared.fields],
        file: read!.file ?? null,
        reason: read!.reason ?? null,
        ...(read!.recordId ? { recordId: read!.recordId } : {}),
      });
      if (declared.subject === 'many') expect(read!.count!(res.body)).toBeGreaterThan(0);
      expect(Math.abs(entries[0]!.at.getTime() - Date.now())).toBeLessThan(60_000);
    },
  );
});

describe('what is recorded and what is not', () => {
  it('records every role the staff member holds, and the socket address when the website does not vouch for one', async () => {
    const staff = await createAccount(world.ctx, 'Admin', { staffRoles: ['Manager', 'Content editor'] });
    const res = await call(staff, {
      method: 'POST',
      url: `/api/admin/applications/${world.applicationId}/reveal-passport`,
    });
    expect(res.statusCode).toBe(200);
    expect(await world.entriesBy(staff)).toEqual([
      expect.objectContaining({ kind: 'passport', staffRoles: ['Manager', 'Content editor'], address: '127.0.0.1' }),
    ]);
  });

  it('writes nothing for a refused read: an unknown record (404), an export without its reason (400)', async () => {
    const before = (await world.entriesBy(world.manager)).length;
    const unknown = await call(world.manager, { method: 'GET', url: `/api/admin/applications/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    const noReason = await call(world.manager, { method: 'GET', url: '/api/admin/applications/export.csv?reason=%20' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe(accessRecordMessages.exportReason);
    expect(await world.entriesBy(world.manager)).toHaveLength(before);
  });

  it('records a video once however the player seeks, and nothing for a HEAD or a candidate reading their own file', async () => {
    const before = (await world.entriesBy(world.manager)).length;
    const video = (range?: string, method: 'GET' | 'HEAD' = 'GET', who = world.manager) =>
      world.ctx.app.inject({
        method,
        url: `/api/files/${world.video}`,
        headers: { ...who.auth, ...(range ? { range } : {}) },
      });
    expect((await video('bytes=0-')).statusCode).toBe(206);
    expect((await video('bytes=100-')).statusCode).toBe(206);
    expect((await video(undefined, 'HEAD')).statusCode).toBe(200);
    expect((await video(undefined, 'GET', world.candidate)).statusCode).toBe(200);
    const entries = (await world.entriesBy(world.manager)).slice(before);
    expect(entries).toEqual([expect.objectContaining({ kind: 'file', fields: ['video'], file: world.video })]);
    expect(await world.entriesBy(world.candidate)).toEqual([]);
  });
});
