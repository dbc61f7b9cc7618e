import { expect, test, type Page } from '@playwright/test';
import config from '../playwright.config';
import { logIn, signUpAndLogIn, uniqueEmail } from './support/accounts';
import {
  chooseOptions,
  fillFields,
  openGeneralApplication,
  personalFields,
  pickResume,
  record,
  travelFields,
  uploadPercent,
} from './support/application-form';
import { writeFakeCamera } from './support/fake-camera.mjs';
import { emulatePhone, phoneContextOptions } from './support/phone';
import { staffApi } from './support/staff-api';

// The measured phone (412 px, touch, CPU 4x, DevTools network presets) with a fake 720p camera that
// records like a real one (grain and motion), so sizes and upload times are those of a phone.
const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  ...phoneContextOptions,
  launchOptions: {
    ...baseLaunch,
    args: [...(baseLaunch.args ?? []), `--use-file-for-fake-video-capture=${writeFakeCamera()}`],
  },
});

/** Signs up and logs in at desktop width (the header's Login/Signup), then shrinks to the phone. */
async function candidateOnPhone(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndLogIn(page, 'Candidate', email);
  await page.setViewportSize(phoneContextOptions.viewport);
  return email;
}

test('Submit during the video upload says the video is still uploading, with its progress', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = await candidateOnPhone(page, 'still-uploading');
  const form = await openGeneralApplication(page);
  await emulatePhone(context, page, 'slow4g');
  await fillFields(form, { ...personalFields(email), ...travelFields() });
  await chooseOptions(form);
  await pickResume(form);
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
