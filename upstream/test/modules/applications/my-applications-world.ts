import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { adminApplicationDetailSchema, myApplicationListSchema } from '@contracts';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp } from '../../helpers/build-test-app';
import { startMailCatcher } from '../../helpers/mail-catcher';

type Auth = { authorization: string } | Record<string, never>;

/**
 * The API with a mail catcher, staff and the seeded job openings, and what the candidate's-applications
 * tests do with it: call it, apply, list one's applications, read or move one as staff; `close` stops
 * the API and the mail catcher.
 */
export async function myApplicationsWorld() {
  const smtp = await startMailCatcher();
  const ctx = await buildTestApp({ config: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://careers.example' } });
  const staff = await createAccount(ctx, 'Admin');
  const jobs: { _id: string; title: string }[] = (
    await ctx.app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })
  ).json().data;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, auth: Auth, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: auth, payload: payload as InjectOptions['payload'] });

  async function apply(account: TestAccount, extra: Record<string, unknown> = {}) {
    const payload = await validApplication(ctx, account, extra);
    const res = await call('POST', '/apply-job', account.auth, payload);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data._id as string;
  }

  const mine = async (account: TestAccount) => {
    const res = await call('GET', '/my-applications', account.auth);
    expect(res.statusCode).toBe(200);
    return myApplicationListSchema.strict().parse(res.json()).data;
  };
  const detail = async (id: string) =>
    adminApplicationDetailSchema.parse((await call('GET', `/admin/applications/${id}`, staff.auth)).json().data);
  const setStage = (id: string, stage: string, notifyCandidate = false) =>
    call('PATCH', `/admin/applications/${id}/stage`, staff.auth, { stage, notifyCandidate });

  const close = async () => {
    await ctx.close();
    await smtp.close();
  };
  return { ctx, smtp, staff, jobs, call, apply, mine, detail, setStage, close };
}

export type MyApplicationsWorld = Awaited<ReturnType<typeof myApplicationsWorld>>;
