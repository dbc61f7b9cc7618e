import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistSchema } from '@contracts/deployments/documents';
import type { TestAccount } from '../../helpers/accounts';
import { deploymentDocumentsWorld } from './deployment-documents-world';

const {
  smtp,
  staff,
  ana,
  employer,
  anasApplication,
  bensApplication,
  inject,
  setStage,
  upload,
  typeNamed,
  checklist,
  itemOf,
  anasReadiness,
  listIds,
  setPassportMonths,
  close,
} = await deploymentDocumentsWorld();
afterAll(close);

// Where the upload tests leave Ana: Offered, her NBI clearance and PSA birth certificate sent, not reviewed.
beforeAll(async () => {
  expect((await setStage(anasApplication, 'Offered')).statusCode).toBe(200);
  for (const type of ['NBI', 'PSA']) {
    const sent = await upload(ana, { applicationId: anasApplication, documentTypeId: typeNamed(type) });
    expect(sent.statusCode, sent.body).toBe(201);
  }
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
