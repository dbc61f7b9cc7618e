import { readdir } from 'node:fs/promises';
import { expect } from 'vitest';
import { checklistSchema } from '@contracts/deployments/documents';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp } from '../../helpers/build-test-app';
import { multipart, samplePdf } from '../../helpers/files';
import { startMailCatcher } from '../../helpers/mail-catcher';

/**
 * The API with a mail catcher, staff, an employer, and Ana and Ben who each applied, and what the
 * deployment documents tests do with it: call it, move a stage, upload a document, read Ana's checklist,
 * the private files and the staff list's readiness; `close` stops the API and the mail catcher. `config`
 * adds settings (SMS on, for the text-messages suites).
 */
export async function deploymentDocumentsWorld(config: Record<string, string> = {}) {
  const smtp = await startMailCatcher();
  const ctx = await buildTestApp({ config: { SMTP_URL: smtp.url, UPLOADS_PER_HOUR: '500', ...config } });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, auth?: TestAccount, payload?: object) =>
    ctx.app.inject({ method, url, headers: auth?.auth ?? {}, ...(payload ? { payload } : {}) });

  async function apply(account: TestAccount) {
    const payload = await validApplication(ctx, account);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload, headers: account.auth });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data._id as string;
  }

  const [staff, ana, ben, employer] = await Promise.all([
    createAccount(ctx, 'Admin'),
    createAccount(ctx, 'User'),
    createAccount(ctx, 'User'),
    createAccount(ctx, 'Employer'),
  ]);
  const [anasApplication, bensApplication] = await Promise.all([apply(ana), apply(ben)]);
  const types: { _id: string; name: string; isPassport: boolean; isRequired: boolean }[] = (
    await inject('GET', '/api/admin/document-types', staff)
  ).json().data;

  const setStage = (id: string, stage: string) =>
    inject('PATCH', `/api/admin/applications/${id}/stage`, staff, { stage, notifyCandidate: false });

  function upload(
    account: TestAccount | undefined,
    fields: Record<string, string>,
    content: Buffer = samplePdf,
    filename = 'scan.pdf',
  ) {
    const form = multipart('file', filename, 'application/octet-stream', content, fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/deployment-documents/upload',
      payload: form.payload,
      headers: { ...form.headers, ...(account?.auth ?? {}) },
    });
  }

  const typeNamed = (name: string) => types.find((t) => t.name.startsWith(name))!._id;
  const checklist = async (account = ana, id = anasApplication) => {
    const res = await inject('GET', `/api/my-applications/${id}/documents`, account);
    expect(res.statusCode, res.body).toBe(200);
    return checklistSchema.parse(res.json().data);
  };
  const itemOf = async (name: string) => (await checklist()).items.find((i) => i.type.name.startsWith(name))!;
  const privateFiles = async () => (await readdir(ctx.config.paths.privateUploads)).filter((n) => !n.startsWith('.'));
  /** The readiness column of Ana's row in the staff list. */
  const anasReadiness = async () => {
    const list = await inject('GET', `/api/admin/applications?stage=Offered&pageSize=100`, staff);
    return list.json().data.find((r: { _id: string }) => r._id === anasApplication)?.readiness;
  };
  const listIds = async (query: string) =>
    (await inject('GET', `/api/admin/applications?pageSize=100&${query}`, staff))
      .json()
      .data.map((r: { _id: string }) => r._id);

  async function setPassportMonths(months: number) {
    const current = (await inject('GET', '/api/admin/content/site-setting', staff)).json().data;
    const res = await inject('PUT', '/api/admin/content/site-setting', staff, {
      ...current,
      passportValidityMonths: months,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const close = async () => {
    await ctx.close();
    await smtp.close();
  };
  return {
    ctx,
    smtp,
    staff,
    ana,
    ben,
    employer,
    anasApplication,
    bensApplication,
    types,
    inject,
    setStage,
    upload,
    typeNamed,
    checklist,
    itemOf,
    privateFiles,
    anasReadiness,
    listIds,
    setPassportMonths,
    close,
  };
}
