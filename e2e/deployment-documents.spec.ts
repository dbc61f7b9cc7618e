import { validApplicationBody } from '../lib/contracts/fixtures/application-body';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { password, signUpAndLogIn, uniqueEmail } from './support/accounts';
import { newPhoneContext } from './support/browser-profile.mjs';
import { isoDaysFromNow, resumePdf } from './support/files';
import { openGeneralApplication } from './support/application-form';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl, staffApi } from './support/staff-api';

/** An EBML header with DocType "webm", as browsers' MediaRecorder writes it. */
const webm = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex'),
  Buffer.alloc(256, 1),
]);

/** A general application sent through the upstream's API as the candidate (the form has its own journeys). */
async function applyThroughApi(request: APIRequestContext, email: string, passportExpiry: string) {
  const login = await request.post(`${e2eUpstreamUrl}/api/auth/login`, { data: { email, password } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const upload = async (route: string, field: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
    const res = await request.post(`${e2eUpstreamUrl}/api/upload/${route}`, { headers, multipart: { [field]: file } });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { data: { path: string } }).data.path;
  };
  const lookup = async (path: string) =>
    ((await (await request.get(`${e2eUpstreamUrl}/api/${path}`)).json()) as { data: { _id: string }[] }).data[0]!._id;
  const res = await request.post(`${e2eUpstreamUrl}/api/apply-job`, {
    headers,
    data: validApplicationBody(
      {
        email,
        resume: await upload('resume-image', 'image', resumePdf),
        video: await upload('resume-video', 'video', { name: 'intro.webm', mimeType: 'video/webm', buffer: webm }),
        preferredLocation: await lookup('preffered-location'),
      },
      {
        name: 'Maria Clara Santos',
        appliedFor: await lookup('position'),
        englishProficiency: 'fluent',
        experienceInYears: 5,
        previousJobTitle: 'Room Attendant',
        education: 'college',
        passportNumber: 'P7654321A',
        passportExpiry,
        notes: '',
      },
    ),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** One document's card on the candidate's page. */
const documentCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function uploadOnPhone(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const card = documentCard(page, name);
  await card.getByLabel(/^Upload (your|a new) /).setInputFiles(file);
  await card.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(card.getByText('Uploaded - waiting for review')).toBeVisible();
}

test('a candidate uploads deployment documents on a phone, staff reject then verify, and the passport rule warns', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('documents');
  const phone = await newPhoneContext(browser);
  const page = await phone.newPage();
  await signUpAndLogIn(page, 'Candidate', email);
  const applicationId = await applyThroughApi(request, email, isoDaysFromNow(900));
  const documentsPath = `/my-applications/${applicationId}/documents`;

  // Before the offer the page does not exist, for its owner too; never for a visitor.
  expect((await page.goto(documentsPath))?.status()).toBe(404);
  const staff = await staffApi(request);
  await staff.setStage(applicationId, 'Offered');
  const visitor = await browser.newPage();
  expect((await visitor.goto(documentsPath))?.status()).toBe(404);
  await visitor.close();

  await page.goto(documentsPath);
  await expect(page.getByRole('heading', { name: 'My documents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Still needed: 6' })).toBeVisible();
  await expect(documentCard(page, 'NBI clearance').getByText('Missing', { exact: true })).toBeVisible();
  const scan = { name: 'nbi-clearance.pdf', mimeType: 'application/pdf', buffer: resumePdf.buffer };
  await uploadOnPhone(page, 'NBI clearance', scan);

  // Staff reject it in the back office, with a reason for the candidate.
  const desk = await browser.newPage();
  await staffSignIn(desk);
  await desk.goto(`/admin/applications/${applicationId}`);
  const nbi = desk.getByRole('listitem', { name: 'NBI clearance' });
  await expect(nbi.getByText('Uploaded - waiting for review')).toBeVisible();
  await nbi.getByRole('button', { name: 'Reject…' }).click();
  await nbi.getByLabel('Reason the candidate will see').fill('The scan is cut off: please include the whole page.');
  await nbi.getByRole('button', { name: 'Reject NBI clearance' }).click();
  await expect(nbi.getByText('Reason given: The scan is cut off')).toBeVisible();

  // The candidate sees why, and uploads again.
  await page.reload();
  const card = documentCard(page, 'NBI clearance');
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByText('Reason: The scan is cut off: please include the whole page.')).toBeVisible();
  await expect(page.getByText('NBI clearance (rejected: please upload again)')).toBeVisible();
  await uploadOnPhone(page, 'NBI clearance', { ...scan, name: 'nbi-clearance-full.pdf' });

  // Staff verify the new file.
  await desk.reload();
  await expect(nbi.getByText('Uploaded - waiting for review')).toBeVisible();
  await nbi.getByRole('button', { name: 'Verify' }).click();
  await expect(nbi.getByText('Verified', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Still needed: 5' })).toBeVisible();

  // A departure less than 6 months before the passport expires: the checklist warns.
  await expect(page.getByText(/must be valid at least 6 months after departure/)).toHaveCount(0);
  await staff.setDepartureDate(applicationId, isoDaysFromNow(800));
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'must be valid at least 6 months after departure' }),
  ).toBeVisible();
  await desk.goto('/admin/applications?readiness=expired');
  await expect(desk.getByRole('link', { name: 'Maria Clara Santos' })).toBeVisible();
  await expect(desk.getByRole('cell', { name: 'Passport expires too early' })).toBeVisible();

  // The application form warns as soon as the passport expiry entered is too early, without blocking.
  const form = await openGeneralApplication(page);
  await form.getByLabel('Available to Start', { exact: true }).fill(isoDaysFromNow(60));
  await form.getByLabel('Passport Expiry Date', { exact: true }).fill(isoDaysFromNow(120));
  await expect(form.getByTestId('passport-warning')).toContainText('at least 6 months after departure');
  await form.getByLabel('Passport Expiry Date', { exact: true }).fill(isoDaysFromNow(900));
  await expect(form.getByTestId('passport-warning')).toHaveCount(0);

  await desk.close();
  await phone.close();
});
