import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '@contracts/core/endpoint';
import { api } from '@contracts/endpoints';
import { users } from '../../src/db/schema';
import { route } from '../../src/lib/endpoint-route';
import errors from '../../src/plugins/errors';
import schemas from '../../src/plugins/schemas';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { validApplication } from '../helpers/application';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

let ctx: TestContext;
let staff: TestAccount;
let applicationId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  const candidate = await createAccount(ctx, 'User');
  const payload = await validApplication(ctx, candidate);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload, headers: candidate.auth });
  if (res.statusCode !== 201) throw new Error(res.body);
  applicationId = res.json().data._id;
});
afterAll(() => ctx.close());

const staffGet = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: staff.auth });

describe('back-office answers carry only what their endpoint declares', () => {
  it('the application detail carries the masked passport number, never the full one', async () => {
    const res = await staffGet(`/applications/${applicationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.passportNumberMasked).toBe('P•••••67');
    expect(res.body.toUpperCase()).not.toContain('P1234567');
    expect(res.body).not.toContain('passportNumber"');
  });

  it('the users list carries no password hash', async () => {
    const hashes = (await ctx.app.db.select({ hash: users.passwordHash }).from(users)).map((u) => u.hash);
    const res = await staffGet('/users?pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBe(hashes.length);
    for (const hash of hashes) expect(res.body).not.toContain(hash);
    expect(res.body).not.toMatch(/password/i);
  });
});

/** A stand-in app with the real endpoints whose handlers answer too much (a passport number, a hash). */
async function leakyBackOffice(nodeEnv: 'test' | 'production') {
  const app = Fastify({ logger: false });
  app.decorate('config', { NODE_ENV: nodeEnv } as never);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    request.viewer = { id: '4f5c2a6e-8a43-4d5e-9a8e-0c3b7d2f1a11', userType: 'Admin', staffRoles: ['Manager'] };
  });
  await app.register(errors);
  await app.register(schemas);
  const detail = (await staffGet(`/applications/${applicationId}`)).json().data;
  const user = (await staffGet('/users?pageSize=1')).json().data[0];
  await app.register(
    async (server) => {
      route(server, api.adminApplications.detail, async () => ({
        data: { ...detail, passportNumber: 'P1234567' } as ResponseOf<typeof api.adminApplications.detail>['data'],
      }));
      route(server, api.adminUsers.list, async () => ({
        data: [{ ...user, passwordHash: 'scrypt$secret' }],
        total: 1,
        page: 1,
        pageSize: 25,
      }));
    },
    { prefix: '/api' },
  );
  return app;
}

describe('the response schemas drop what a back-office handler should not have answered', () => {
  it('in production, a passport number or a password hash never reaches the caller', async () => {
    const app = await leakyBackOffice('production');
    const detail = await app.inject({ method: 'GET', url: `/api/admin/applications/${applicationId}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.passportNumberMasked).toBe('P•••••67');
    expect(detail.body).not.toContain('P1234567');
    const list = await app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].email).toEqual(expect.any(String));
    expect(list.body).not.toContain('scrypt$secret');
    await app.close();
  });

  it('under test, such an answer is a 500, so the leak fails its test', async () => {
    const app = await leakyBackOffice('test');
    expect((await app.inject({ method: 'GET', url: `/api/admin/applications/${applicationId}` })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(500);
    await app.close();
  });
});
