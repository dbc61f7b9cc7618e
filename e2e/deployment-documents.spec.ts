import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';
import { upstreamLogin } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { newPhoneContext } from './support/browser-profile.mjs';
import { isoDaysFromNow, resumePdf } from './support/files';
import { openGeneralApplication } from './support/application-form';
import { staffSignIn } from './support/staff';
import { staffApi } from './support/staff-api';

/** An EBML header with DocType "webm", as browsers' MediaRecorder writes it. */
const webm = Buffer.concat([
  Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex'),
  Buffer.alloc(256, 1),
]);

/** A general application sent through the upstream's API as the candidate (the form has its own journeys). */
async function applyGenerallyThroughApi(request: APIRequestContext, email: string, passportExpiry: string) {
  const headers = await upstreamLogin(request, email);
  return applyThroughApi(
    request,
    headers,
    email,
    { name: 'intro.webm', mimeType: 'video/webm', buffer: webm },
    {
      name: 'Maria Clara Santos',
      englishProficiency: 'fluent',
      experienceInYears: 5,
      previousJobTitle: 'Room Attendant',
      education: 'college',
      passportNumber: 'P7654321A',
      passportExpiry,
      notes: '',
    },
  );
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
  const applicationId = await applyGenerallyThroughApi(request, email, isoDaysFromNow(900));
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
  // This application's row: a retried journey leaves the first attempt's Maria Clara Santos in the list.
  const row = desk.getByRole('row').filter({ has: desk.locator(`a[href="/admin/applications/${applicationId}"]`) });
  await expect(row.getByRole('link', { name: 'Maria Clara Santos' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Passport expires too early' })).toBeVisible();

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
