import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validApplicationBody } from '../lib/contracts/applications/fixtures/application-body';
import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl, e2eDataDir } from '../playwright.config';
import { unzip } from '../upstream/test/helpers/unzip';
import { logIn, password, submitLogin, uniqueEmail } from './support/accounts';
import { phoneContextOptions } from './support/browser-profile.mjs';
import { isoDaysFromNow, picturePng, resumePdf } from './support/files';
import { linkFromMail } from './support/outbox';

// A candidate's data rights on their phone (RA 10173 / UAE PDPL): consent, download, deletion.
test.use({ ...phoneContextOptions });

/** A WebM header and some frames: the upstream reads the type from the bytes. */
const videoWebm = {
  name: 'intro.webm',
  mimeType: 'video/webm',
  buffer: Buffer.concat([
    Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex'),
    Buffer.alloc(512, 7),
  ]),
};

const person = {
  name: 'Corazon Villanueva',
  phone: '09175550199',
  passport: 'P9081726',
};

async function openSignUp(page: Page) {
  await page.goto('/Contact');
  await page.getByRole('button', { name: 'Login/Signup' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Not a member? Sign Up' }).click();
  return dialog;
}

/** Uploads a file through the website's API, as the signed-in browser. */
async function upload(page: Page, route: string, field: string, file: typeof resumePdf) {
  const res = await page.request.post(`/api/upload/${route}`, { multipart: { [field]: file } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.path as string;
}

test('a candidate signs up with consent, downloads all their data, deletes the account and cannot log in again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('rights');

  // Sign-up needs the (unticked) consent box; its text names the purposes and links the privacy notice.
  const dialog = await openSignUp(page);
  await dialog.getByRole('radio', { name: 'Candidate' }).click();
  await dialog.getByLabel('Full Name').fill(person.name);
  await dialog.getByLabel('Contact Number').fill(person.phone);
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  const consent = dialog.getByRole('checkbox', { name: /may process the personal data/ });
  await expect(consent).not.toBeChecked();
  await expect(dialog.getByText(/recruitment.*erased after 24 months/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Read our Privacy Notice' })).toHaveAttribute('href', '/privacy');
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(dialog.getByText('Please agree to the processing of your personal data to continue.')).toBeVisible();
  await expect(dialog.getByText(/Registered successfully/)).toHaveCount(0);
  await consent.check();
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(dialog.getByText(/Registered successfully/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The privacy notice, from the site settings.
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Notice', level: 1 })).toBeVisible();
  await expect(page.getByText(/24 months after your last activity/)).toBeVisible();
  await expect(page.getByText(/Consent text version \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' })).toBeVisible();

  await page.goto(await linkFromMail(email, /Verify your email/, `${e2eBaseUrl}/verify-email/`));
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await logIn(page, email);

  // What the agency will hold: a profile picture, a resume, a video and an application.
  const resume = await upload(page, 'resume-image', 'image', resumePdf);
  const video = await upload(page, 'resume-video', 'video', videoWebm);
  const picture = await upload(page, 'resume-image', 'image', picturePng);
  const profile = await page.request.put('/api/user/update-profile', {
    data: { name: person.name, phone: person.phone, country: 'Philippines', image: picture },
  });
  expect(profile.status()).toBe(200);
  const locations = (await (await page.request.get('/api/preffered-location')).json()).data as { _id: string }[];
  const applied = await page.request.post('/api/apply-job', {
    data: validApplicationBody(
      { email, resume, video, preferredLocation: locations[0]!._id },
      {
        name: person.name,
        phone: person.phone,
        englishProficiency: 'fluent',
        experienceInYears: 5,
        previousJobTitle: 'Barista',
        education: 'college',
        passportNumber: person.passport,
        availableToStart: isoDaysFromNow(40),
        notes: 'Weekends are fine.',
      },
    ),
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // Another site's pages cannot fetch the zip or delete the account with the visitor's cookie.
  const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
  expect((await page.request.get('/api/privacy/export', { headers: crossSite })).status()).toBe(403);
  const forged = await page.request.post('/api/privacy/delete-account', { headers: crossSite, data: { password } });
  expect(forged.status()).toBe(403);

  // Download all my data, from the profile page.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/update-profile$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download all my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await readFile((await download.path())!));
  const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
  expect(data.account).toMatchObject({ name: person.name, email, phone: person.phone, country: 'Philippines' });
  expect(data.account.profilePicture).toBe(picture);
  expect(data.applications).toHaveLength(1);
  expect(data.applications[0]).toMatchObject({
    passportNumber: person.passport,
    previousJobTitle: 'Barista',
    notes: 'Weekends are fine.',
    stage: 'New',
    resume: `files/resume/${resume}`,
    video: `files/video/${video}`,
  });
  expect(data.consents.map((c: { kind: string }) => c.kind)).toEqual(['signup', 'application']);
  expect(entries.get(`files/resume/${resume}`)).toEqual(resumePdf.buffer);
  expect(entries.get(`files/video/${video}`)).toEqual(videoWebm.buffer);
  expect(entries.get(`files/image/${picture}`)?.subarray(8, 12).toString()).toBe('WEBP');

  // Delete my account: a wrong password changes nothing; the right one erases and signs out.
  const files = [
    path.join(e2eDataDir, 'uploads', 'private', resume),
    path.join(e2eDataDir, 'uploads', 'private', video),
    path.join(e2eDataDir, 'uploads', 'public', picture),
  ];
  for (const file of files) expect(existsSync(file), file).toBe(true);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('Enter your password to confirm').fill('Wrong-pass1!');
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  for (const file of files) expect(existsSync(file), file).toBe(true);
  await page.getByLabel('Enter your password to confirm').fill(password);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByText('Your account and personal data have been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login/Signup' })).toBeVisible();
  expect((await page.request.get('/api/privacy/export')).status()).toBe(401);
  for (const file of files) expect(existsSync(file), file).toBe(false);

  // The account is gone: logging in fails.
  await submitLogin(page, email);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});
