import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistSchema, documentTypeSchema } from '@contracts/deployments/documents';
import { applicationDocuments, uploads } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { multipart, sampleHtml, samplePdf } from '../../helpers/files';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';
import { gpsExif, phonePhoto } from '../../helpers/phone-photo.mjs';

let ctx: TestContext;
let smtp: MailCatcher;
let staff: TestAccount;
let ana: TestAccount;
let ben: TestAccount;
let employer: TestAccount;
let anasApplication: string;
let bensApplication: string;
let types: { _id: string; name: string; isPassport: boolean; isRequired: boolean }[];

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, auth?: TestAccount, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth?.auth ?? {}, ...(payload ? { payload } : {}) });

async function apply(account: TestAccount) {
  const payload = await validApplication(ctx, account);
  const res = await ctx.app.inject({ method: 'POST', url: '/api/apply-job', payload, headers: account.auth });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data._id as string;
}

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

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url, UPLOADS_PER_HOUR: '500' } });
  [staff, ana, ben, employer] = await Promise.all([
    createAccount(ctx, 'Admin'),
    createAccount(ctx, 'User'),
    createAccount(ctx, 'User'),
    createAccount(ctx, 'Employer'),
  ]);
  [anasApplication, bensApplication] = await Promise.all([apply(ana), apply(ben)]);
  types = (await inject('GET', '/api/admin/document-types', staff)).json().data;
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('the document types', () => {
  it('start as the six documents of UAE hospitality deployment, in order, the passport marked', async () => {
    expect(types.map((t) => documentTypeSchema.parse(t).name)).toEqual([
      'Passport',
      'NBI clearance',
      'Medical certificate',
      'PSA birth certificate',
      'Diploma or TESDA certificate',
      'Photo (2x2, white background)',
    ]);
    expect(types.filter((t) => t.isPassport).map((t) => t.name)).toEqual(['Passport']);
    expect(types.every((t) => t.isRequired)).toBe(true);
  });

  it('staff add, rename, describe, reorder and deactivate them; a duplicate name is a 409', async () => {
    const created = await inject('POST', '/api/admin/document-types', staff, {
      name: 'Police clearance',
      description: 'Only for some employers',
      isRequired: false,
      sortingOrder: 9,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    const renamed = await inject('PUT', `/api/admin/document-types/${id}`, staff, {
      name: 'Barangay clearance',
      description: 'From your barangay hall',
      isRequired: false,
      sortingOrder: 0,
      isActive: true,
    });
    expect(renamed.json().data).toMatchObject({ name: 'Barangay clearance', sortingOrder: 0, isActive: true });
    await setStage(anasApplication, 'Offered');
    expect((await checklist()).items[0]!.type).toMatchObject({ name: 'Barangay clearance', isRequired: false });

    const duplicate = await inject('POST', '/api/admin/document-types', staff, { name: 'Passport' });
    expect(duplicate.statusCode).toBe(409);
    const deactivated = await inject('PUT', `/api/admin/document-types/${id}`, staff, {
      name: 'Barangay clearance',
      isActive: false,
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await checklist()).items.map((i) => i.type.name)).not.toContain('Barangay clearance');
    await setStage(anasApplication, 'Interview');
  });

  it('are staff only, and refuse a bad body', async () => {
    expect((await inject('GET', '/api/admin/document-types', ana)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/document-types')).statusCode).toBe(401);
    const bad = await inject('POST', '/api/admin/document-types', staff, { name: '', isRequired: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await inject('PUT', '/api/admin/document-types/not-an-id', staff, { name: 'X' })).statusCode).toBe(400);
    const unknown = await inject('PUT', `/api/admin/document-types/${crypto.randomUUID()}`, staff, { name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the candidate’s checklist', () => {
  it('does not exist before the application is Offered', async () => {
    const res = await inject('GET', `/api/my-applications/${anasApplication}/documents`, ana);
    expect(res.statusCode).toBe(404);
    const early = await upload(ana, { applicationId: anasApplication, documentTypeId: typeNamed('NBI') });
    expect(early.statusCode).toBe(404);
  });

  it('lists every document as Missing once Offered, with the passport rule', async () => {
    expect((await setStage(anasApplication, 'Offered')).statusCode).toBe(200);
    const list = await checklist();
    expect(list.items).toHaveLength(6);
    expect(list.items.every((i) => i.status === 'Missing' && i.file === null)).toBe(true);
    expect(list.readiness).toEqual({ state: 'missing', missing: 6 });
    expect(list.passport).toMatchObject({ months: 6, departureFrom: 'availableToStart', ok: true });
  });

  it('answers another candidate 404, an employer 403, a visitor 401, staff 403 and a bad id 400', async () => {
    const url = `/api/my-applications/${anasApplication}/documents`;
    expect((await inject('GET', url, ben)).statusCode).toBe(404);
    expect((await inject('GET', url, employer)).statusCode).toBe(403);
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, staff)).statusCode).toBe(403);
    expect((await inject('GET', '/api/my-applications/%27%20or%201=1/documents', ana)).statusCode).toBe(400);
    expect((await inject('GET', `/api/my-applications/${crypto.randomUUID()}/documents`, ana)).statusCode).toBe(404);
  });
});

describe('uploading a document', () => {
  it('stores a PDF privately, readable by its owner and staff only', async () => {
    const res = await upload(ana, { applicationId: anasApplication, documentTypeId: typeNamed('NBI') });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({ status: 'Uploaded', rejectionReason: null, file: { mimeType: 'application/pdf' } });
    expect(await privateFiles()).toContain(item.file.path);
    const file = `/api/files/${item.file.path}`;
    expect((await inject('GET', file, ana)).rawPayload.equals(samplePdf)).toBe(true);
    expect((await inject('GET', file, staff)).statusCode).toBe(200);
    expect((await inject('GET', file, ben)).statusCode).toBe(404);
    expect((await inject('GET', file, employer)).statusCode).toBe(404);
    expect((await inject('GET', file)).statusCode).toBe(401);
    expect((await inject('GET', `/api/uploads/${item.file.path}`)).statusCode).toBe(404);
  });

  it('re-encodes a phone photo as private WebP without its EXIF and GPS', async () => {
    const photo = await phonePhoto();
    const res = await upload(
      ana,
      { applicationId: anasApplication, documentTypeId: typeNamed('Photo') },
      photo,
      'IMG_1.jpg',
    );
    expect(res.statusCode, res.body).toBe(201);
    const { file } = res.json().data;
    expect(file.path).toMatch(/\.webp$/);
    const bytes = (await inject('GET', `/api/files/${file.path}`, ana)).rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(gpsExif.IFD0.Make)).toBe(false);
    expect(await readdir(ctx.config.paths.publicUploads).catch(() => [])).not.toContain(file.path);
  }, 30_000);

  it('refuses by magic bytes, size, fields and ownership, storing nothing', async () => {
    const before = await privateFiles();
    const fields = { applicationId: anasApplication, documentTypeId: typeNamed('Medical') };
    const disguised = await upload(ana, fields, sampleHtml, 'medical.pdf');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toMatch(/PDF files or photos/);
    const huge = await upload(ana, fields, Buffer.concat([samplePdf, Buffer.alloc(10 * 1024 * 1024 + 10)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/10 MB/);
    expect((await upload(ana, { documentTypeId: fields.documentTypeId })).statusCode).toBe(400);
    expect((await upload(ana, { ...fields, applicationId: 'nope' })).statusCode).toBe(400);
    expect((await upload(ana, { ...fields, documentTypeId: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await upload(ben, fields)).statusCode).toBe(404);
    expect((await upload(employer, fields)).statusCode).toBe(403);
    expect((await upload(undefined, fields)).statusCode).toBe(401);
    const expiryOnMedical = await upload(ana, { ...fields, passportExpiry: '2031-01-01' });
    expect(expiryOnMedical.statusCode).toBe(400);
    const badDate = await upload(ana, {
      ...fields,
      documentTypeId: typeNamed('Passport'),
      passportExpiry: '2031-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    const expired = await upload(ana, {
      ...fields,
      documentTypeId: typeNamed('Passport'),
      passportExpiry: '2020-01-01',
    });
    expect(expired.statusCode).toBe(400);
    expect(await privateFiles()).toEqual(before);
    expect((await itemOf('Medical')).status).toBe('Missing');
  });

  it('replaces the previous file on re-upload, removing it from storage', async () => {
    const fields = { applicationId: anasApplication, documentTypeId: typeNamed('PSA') };
    const first = (await upload(ana, fields)).json().data.file.path;
    const second = (await upload(ana, fields)).json().data.file.path;
    expect(second).not.toBe(first);
    const files = await privateFiles();
    expect(files).toContain(second);
    expect(files).not.toContain(first);
    expect(await ctx.app.db.select().from(uploads).where(eq(uploads.fileName, first))).toHaveLength(0);
    expect((await inject('GET', `/api/files/${first}`, ana)).statusCode).toBe(404);
  });

  it('keeps one current file and no orphan when uploads of one document race', async () => {
    const fields = { applicationId: anasApplication, documentTypeId: typeNamed('Diploma') };
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(ana, fields)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const rows = await ctx.app.db
      .select({ file: uploads.fileName })
      .from(applicationDocuments)
      .innerJoin(uploads, eq(uploads.id, applicationDocuments.uploadId))
      .where(
        and(
          eq(applicationDocuments.applicationId, anasApplication),
          eq(applicationDocuments.documentTypeId, fields.documentTypeId),
        ),
      );
    expect(rows).toHaveLength(1);
    const answered = results.map((r) => r.json().data.file.path as string);
    const files = await privateFiles();
    expect([...new Set(answered.filter((name) => files.includes(name)))]).toEqual([rows[0]!.file]);
    const documentUploads = await ctx.app.db
      .select({ fileName: uploads.fileName })
      .from(uploads)
      .where(and(eq(uploads.ownerId, ana.id), eq(uploads.kind, 'document')));
    const current = (await checklist()).items.flatMap((i) => (i.file ? [i.file.path] : []));
    expect(documentUploads.map((u) => u.fileName).sort()).toEqual(current.sort());
  });
});

describe('staff review', () => {
  const review = (action: 'verify' | 'reject', type: string, body: object, who: TestAccount | null = staff) =>
    inject(
      'POST',
      `/api/admin/applications/${anasApplication}/documents/${typeNamed(type)}/${action}`,
      who ?? undefined,
      body,
    );

  it('rejects with a reason the candidate sees and is mailed; a re-upload waits for review again', async () => {
    const file = (await itemOf('NBI')).file!.path;
    expect((await review('reject', 'NBI', { file, reason: '' })).statusCode).toBe(400);
    const res = await review('reject', 'NBI', { file, reason: 'The scan is blurred: please scan it again.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await itemOf('NBI')).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'The scan is blurred: please scan it again.',
    });
    const mail = await smtp.waitFor(ana.email, /NBI clearance/);
    expect(mail.text).toContain('The scan is blurred');
    expect(mail.text).toContain(`/my-applications/${anasApplication}/documents`);

    await upload(ana, { applicationId: anasApplication, documentTypeId: typeNamed('NBI') });
    expect(await itemOf('NBI')).toMatchObject({ status: 'Uploaded', rejectionReason: null });
  });

  it('answers 409 when the file reviewed is no longer the current one', async () => {
    const res = await review('verify', 'PSA', { file: `${crypto.randomUUID()}.pdf` });
    expect(res.statusCode).toBe(409);
    expect((await itemOf('PSA')).status).toBe('Uploaded');
    expect((await review('verify', 'Medical', { file: 'x.pdf' })).statusCode).toBe(409);
  });

  it('shows staff any application’s checklist; others get 401/403, a bad id 400, an unknown one 404', async () => {
    const url = (id: string) => `/api/admin/applications/${id}/documents`;
    const res = await inject('GET', url(anasApplication), staff);
    expect(checklistSchema.parse(res.json().data).items.find((i) => i.type.name === 'NBI clearance')?.status).toBe(
      'Uploaded',
    );
    expect((await inject('GET', url(anasApplication), ana)).statusCode).toBe(403);
    expect((await inject('GET', url(anasApplication), employer)).statusCode).toBe(403);
    expect((await inject('GET', url(anasApplication))).statusCode).toBe(401);
    expect((await inject('GET', url('1;drop'), staff)).statusCode).toBe(400);
    expect((await inject('GET', url(crypto.randomUUID()), staff)).statusCode).toBe(404);
    const badType = await inject('POST', `/api/admin/applications/${anasApplication}/documents/abc/verify`, staff, {
      file: 'x.pdf',
    });
    expect(badType.statusCode).toBe(400);
    const reject = { file: 'x.pdf', reason: 'Not readable' };
    expect((await review('reject', 'NBI', reject, ana)).statusCode).toBe(403);
    expect((await review('reject', 'NBI', reject, null)).statusCode).toBe(401);
  });

  it('is staff only', async () => {
    const file = (await itemOf('PSA')).file!.path;
    expect((await review('verify', 'PSA', { file }, ana)).statusCode).toBe(403);
    expect((await review('verify', 'PSA', { file }, employer)).statusCode).toBe(403);
    expect((await review('verify', 'PSA', { file }, null)).statusCode).toBe(401);
    const otherApplication = await inject(
      'POST',
      `/api/admin/applications/${crypto.randomUUID()}/documents/${typeNamed('PSA')}/verify`,
      staff,
      { file },
    );
    expect(otherApplication.statusCode).toBe(404);
    expect((await itemOf('PSA')).status).toBe('Uploaded');
  });
});

describe('readiness and the passport rule', () => {
  async function verifyAll() {
    for (const item of (await checklist()).items) {
      let file = item.file?.path;
      if (!file) {
        const res = await upload(ana, { applicationId: anasApplication, documentTypeId: item.type._id });
        file = res.json().data.file.path;
      }
      const res = await inject(
        'POST',
        `/api/admin/applications/${anasApplication}/documents/${item.type._id}/verify`,
        staff,
        { file },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  const departure = (plannedDepartureDate: string | null) =>
    inject('PUT', `/api/admin/applications/${anasApplication}/departure-date`, staff, { plannedDepartureDate });

  it('counts missing documents, then Ready once every required one is verified', async () => {
    expect(await anasReadiness()).toMatchObject({ state: 'missing' });
    expect(await listIds('readiness=missing')).toContain(anasApplication);
    await verifyAll();
    expect(await anasReadiness()).toEqual({ state: 'ready', missing: 0 });
    expect(await listIds('readiness=ready')).toEqual([anasApplication]);
    expect(await listIds('readiness=missing')).not.toContain(anasApplication);
  });

  it('says the passport expires too early against the planned departure date, at month ends too', async () => {
    // A renewed passport expiring 2030-02-28: enough for a departure on 2029-08-31 (+6 months = Feb 28).
    const passport = await upload(ana, {
      applicationId: anasApplication,
      documentTypeId: typeNamed('Passport'),
      passportExpiry: '2030-02-28',
    });
    expect(passport.statusCode, passport.body).toBe(201);
    const path = passport.json().data.file.path;
    await inject(
      'POST',
      `/api/admin/applications/${anasApplication}/documents/${typeNamed('Passport')}/verify`,
      staff,
      {
        file: path,
      },
    );
    expect((await departure('2029-08-31')).json().data.passport).toMatchObject({
      departureFrom: 'planned',
      expiry: '2030-02-28',
      earliestValidExpiry: '2030-02-28',
      ok: true,
    });
    expect(await anasReadiness()).toEqual({ state: 'ready', missing: 0 });
    expect(await listIds('readiness=ready')).toEqual([anasApplication]);

    await departure('2029-09-01');
    expect((await checklist()).passport).toMatchObject({ ok: false, earliestValidExpiry: '2030-03-01' });
    expect(await anasReadiness()).toMatchObject({ state: 'expired' });
    expect(await listIds('readiness=expired')).toEqual([anasApplication]);
    expect(await listIds('readiness=ready')).toEqual([]);
  });

  it('follows a changed passportValidityMonths setting', async () => {
    await setPassportMonths(5);
    expect((await checklist()).passport).toMatchObject({ months: 5, ok: true });
    expect(await listIds('readiness=ready')).toEqual([anasApplication]);
    await setPassportMonths(6);
    expect(await listIds('readiness=expired')).toEqual([anasApplication]);
  });

  it('falls back to the available-to-start date when the departure date is cleared; refuses a bad date', async () => {
    expect((await departure('2029-02-30')).statusCode).toBe(400);
    expect((await departure(null)).json().data.passport).toMatchObject({ departureFrom: 'availableToStart', ok: true });
    expect((await inject('PUT', `/api/admin/applications/${anasApplication}/departure-date`, ana, {})).statusCode).toBe(
      403,
    );
  });

  it('shows nothing for applications that are not Offered or Deployed', async () => {
    const row = (await inject('GET', '/api/admin/applications?pageSize=100', staff))
      .json()
      .data.find((r: { _id: string }) => r._id === bensApplication);
    expect(row.readiness).toBeNull();
    for (const state of ['ready', 'missing', 'expired'])
      expect(await listIds(`readiness=${state}`)).not.toContain(bensApplication);
    expect((await inject('GET', '/api/admin/applications?readiness=soon', staff)).statusCode).toBe(400);
  });
});
