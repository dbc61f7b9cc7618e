import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import config from '../playwright.config';
import { logIn, signUpAndLogIn, uniqueEmail } from './support/accounts';
import {
  agreeToPrivacy,
  chooseOptions,
  fillFields,
  openGeneralApplication,
  personalFields,
  pickResume,
  indexedDbContents,
  record,
  recordingType,
  travelFields,
  uploadPercent,
} from './support/application-form';
import { writeFakeCamera } from './support/fake-camera.mjs';
import { resumePdf } from './support/files';
import { startResettingProxy } from './support/resetting-proxy.mjs';
import { emulatePhone, phoneContextOptions, type PhoneNetwork } from './support/browser-profile.mjs';
import { staffApi } from './support/staff-api';

// The measured phone's screen and network (412 px, touch, DevTools network presets) with a fake 720p
// camera that records like a real one (grain and motion), so sizes and upload times are those of a phone.
// Not its CPU slowdown: these journeys are about the network, and Chromium slows a page's CPU by making
// its main thread spin (a throttled page that does nothing uses a whole core), which over these
// minutes of recording and uploading took a core from everything else the run does. slow-phone.spec
// and `npm run bench`'s phone figures keep it.
const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  ...phoneContextOptions,
  launchOptions: {
    ...baseLaunch,
    args: [...(baseLaunch.args ?? []), `--use-file-for-fake-video-capture=${writeFakeCamera()}`],
  },
});

/** Notes a measured figure on the test and in the run's output. */
function report(note: { type: string; description: string }) {
  test.info().annotations.push(note);
  console.log(`[${note.type}] ${note.description}`);
}

/** Signs up and logs in at desktop width (the header's Login/Signup), then shrinks to the phone. */
async function candidateOnPhone(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndLogIn(page, 'Candidate', email);
  await page.setViewportSize(phoneContextOptions.viewport);
  return email;
}

/** A new candidate on the phone with the whole general application filled in but the video. */
async function filledApplication(
  page: Page,
  context: BrowserContext,
  prefix: string,
  network: PhoneNetwork,
  origin = '',
) {
  const email = await candidateOnPhone(page, prefix);
  const form = await openGeneralApplication(page, origin);
  await emulatePhone(context, page, network, { cpu: false });
  await fillFields(form, { ...personalFields(email), ...travelFields() });
  await chooseOptions(form);
  await agreeToPrivacy(form);
  await pickResume(form);
  await expect(form.getByText('Uploaded (1 KB).')).toBeVisible();
  return { email, form };
}

test('Submit during the video upload says the video is still uploading, with its progress', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { email, form } = await filledApplication(page, context, 'still-uploading', 'slow4g');
  await record(page, form, 8);
  await expect(form.getByText(/Your recording: [\d.]+ (KB|MB) · about .+ to upload/)).toBeVisible();

  await form.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => uploadPercent(form)).not.toBeNull();
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    form.getByText(/^Your video is still uploading \(\d+%\)\. Please wait until it finishes\.$/),
  ).toBeVisible();
  await expect(page.getByText('Please record a short video introduction.')).toHaveCount(0);

  await expect(form.getByText('Video uploaded.')).toBeVisible({ timeout: 60_000 });
  await expect(form.getByText(/Your video is still uploading/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted Successfully')).toBeVisible();
  const staff = await staffApi(page.request);
  expect(await staff.applicationsOf(email)).toHaveLength(1);
});

test('a reload halfway through the form keeps every field, the resume and the recording, and the upload goes on; logout leaves no draft', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const email = await candidateOnPhone(page, 'draft');
  let form = await openGeneralApplication(page);
  await emulatePhone(context, page, 'slow4g', { cpu: false });
  const typed = { ...personalFields(email), 'Passport Number': 'P7654321A' };
  await fillFields(form, typed);
  await chooseOptions(form);
  await pickResume(form);
  await expect(form.getByText('Uploaded (1 KB).')).toBeVisible();
  const recorded = await record(page, form, 8);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect.poll(() => uploadPercent(form), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

  // Leaving with unsent work asks first (accepted here, as a candidate who reloads on purpose would).
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogs).toContain('beforeunload');

  form = await openGeneralApplication(page);
  await expect(form.getByText('We restored your unsent application.')).toBeVisible();
  for (const [label, value] of Object.entries(typed)) {
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(form.getByLabel('Education Level')).toHaveValue('college');
  await expect(form.getByLabel('English Proficiency')).toHaveValue('fluent');
  await expect(form.getByLabel('Preferred Location').locator('option:checked')).toHaveText('Dubai');
  await expect(form.getByLabel('Position Applied For')).not.toHaveValue('');
  await expect(form.getByText('resume.pdf (1 KB)')).toBeVisible();
  await expect(form.getByLabel('Your recorded video')).toHaveAttribute('data-bytes', String(recorded));
  // The upload goes on from the bytes the server holds, and finishes without a new press of Upload.
  await expect(form.getByText('Video uploaded.')).toBeVisible({ timeout: 60_000 });

  const before = await indexedDbContents(page);
  expect(before.entries).toBeGreaterThan(0);
  expect(before.text).toContain('P7654321A');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect.poll(async () => (await indexedDbContents(page)).entries).toBe(0);
  expect((await indexedDbContents(page)).text).not.toContain('P7654321A');
  expect(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).not.toContain(
    'P7654321A',
  );

  // The same candidate back later: nothing restored.
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, email);
  await page.setViewportSize(phoneContextOptions.viewport);
  form = await openGeneralApplication(page);
  // The form fills in the account's name only once it has looked for a draft (a restored one would
  // win): from then on, what was typed before the logout (the passport number) would show.
  await expect(form.getByLabel('Full Name')).toHaveValue(typed['Full Name']);
  await expect(form.getByLabel('Passport Number', { exact: true })).toHaveValue('');
  await expect(form.getByText('We restored your unsent application.')).toHaveCount(0);
});

test('a connection lost for 10 s mid-upload: the upload resumes by itself, sending at most 10% more than the file', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const website = new URL(config.use?.baseURL ?? 'http://localhost:3300');
  const proxy = await startResettingProxy({ target: { host: website.hostname, port: Number(website.port) } });
  try {
    const { email, form } = await filledApplication(page, context, 'drop', 'slow4g', proxy.url);
    const recorded = await record(page, form, 20);

    proxy.resetCounters();
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => uploadPercent(form), { timeout: 60_000 }).toBeGreaterThanOrEqual(35);
    const dropped = proxy.drop(10_000);
    await expect(form.getByText('The connection dropped. Trying again…')).toBeVisible();
    await dropped;
    await expect(form.getByText('Video uploaded.')).toBeVisible({ timeout: 90_000 });
    const sent = proxy.bytesFromClient;
    report({
      type: 'bytes',
      description: `recording ${recorded} B, sent through the proxy ${sent} B (+${(((sent - recorded) / recorded) * 100).toFixed(1)}%)`,
    });
    expect(sent).toBeLessThanOrEqual(recorded * 1.1);

    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application Submitted Successfully')).toBeVisible();
    const staff = await staffApi(page.request);
    const [application, ...others] = await staff.applicationsOf(email);
    expect(others).toHaveLength(0);
    expect(await staff.fileSize(application!.video.path)).toBe(recorded);
  } finally {
    await proxy.close();
  }
});

test('a 60 s recording applied on 3G: the upload shows a rising percentage, and the server holds one complete application', async ({
  page,
  context,
}) => {
  test.setTimeout(360_000);
  const { email, form } = await filledApplication(page, context, 'three-g', '3g');
  const recorded = await record(page, form, 60);
  expect(recorded).toBeLessThanOrEqual(6 * 1024 * 1024);

  const started = Date.now();
  await form.getByRole('button', { name: 'Upload' }).click();
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const percent = await uploadPercent(form);
        if (percent !== null && percent !== seen.at(-1)) seen.push(percent);
        return percent;
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe(100);
  const seconds = (Date.now() - started) / 1000;
  report({
    type: '3g',
    description: `recording ${(recorded / 1024 / 1024).toFixed(2)} MB (${await recordingType(form)}), uploaded in ${seconds.toFixed(0)} s; percentages seen: ${seen.join(', ')}`,
  });
  expect(seen.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(5);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  await expect(form.getByText(/\d+% · [\d.]+ (KB|MB) of [\d.]+ MB/)).toHaveCount(0);

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted Successfully')).toBeVisible();
  const staff = await staffApi(page.request);
  const applications = await staff.applicationsOf(email);
  expect(applications).toHaveLength(1);
  expect(await staff.fileSize(applications[0]!.video.path)).toBe(recorded);
  expect(await staff.fileSize(applications[0]!.resume.path)).toBe(resumePdf.buffer.length);
});
