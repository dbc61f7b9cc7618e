import { expect, test, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';
import {
  agreeToPrivacy,
  chooseOptions,
  fillFields,
  openGeneralApplication,
  personalFields,
  pickResume,
  record,
  travelFields,
} from './support/application-form';
import { phoneContextOptions } from './support/browser-profile.mjs';
import { linkFromMail } from './support/outbox';
import { staffSignIn } from './support/staff';
import { staffApi } from './support/staff-api';

test.use({ ...phoneContextOptions });

/** Signs up and logs in at desktop width (the header's Login/Signup), then shrinks to the phone. */
async function candidateOnPhone(page: Page) {
  const email = uniqueEmail('my-applications');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndLogIn(page, 'Candidate', email);
  await page.setViewportSize(phoneContextOptions.viewport);
  return email;
}

/** Sends a complete general application from the phone. */
async function applyGenerally(page: Page, email: string) {
  const form = await openGeneralApplication(page);
  await fillFields(form, { ...personalFields(email), ...travelFields() });
  await chooseOptions(form);
  await agreeToPrivacy(form);
  // Not kept in the profile: the replaced video is then used by nothing, and goes.
  await form.getByRole('checkbox', { name: 'Save these details to my profile' }).uncheck();
  await pickResume(form);
  await record(page, form, 2);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted Successfully')).toBeVisible();
}

test('a candidate follows an application on the phone: status, timeline, a new video, then withdraws it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = await candidateOnPhone(page);
  await applyGenerally(page, email);
  const staff = await staffApi(request);
  const [sent] = await staff.applicationsOf(email);

  // From the account menu: the application, Received, with its first timeline entry.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Applications' }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  const card = page.getByTestId('my-application');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: 'General application' })).toBeVisible();
  await expect(card.getByText('Received', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(1);

  // While Received, the candidate records a new video; the application points at it and the old file is gone.
  await card.getByRole('button', { name: 'Replace video' }).click();
  const before = sent!.video.path;
  await record(page, card, 2);
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Your new video has been saved.')).toBeVisible({ timeout: 30_000 });
  const [replaced] = await staff.applicationsOf(email);
  expect(replaced!.video.path).not.toBe(before);
  expect(await staff.fileStatus(before)).toBe(404);
  expect(await staff.fileStatus(replaced!.video.path)).toBe(200);

  // Staff move it on and email the candidate; the mail's link shows the new status and its timeline entry.
  await staff.setStage(sent!._id, 'Screening', true);
  const link = await linkFromMail(email, /Update on your application/, `${e2eBaseUrl}/my-`);
  expect(link).toBe(`${e2eBaseUrl}/my-applications`);
  await page.goto(link);
  await expect(card.getByText('Under review', { exact: true }).first()).toBeVisible();
  const timeline = card.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(1)).toContainText('Under review');
  await expect(card.getByRole('button', { name: 'Replace video' })).toHaveCount(0);
  await expect(card).not.toContainText('Screening');

  // Another website cannot withdraw it with the candidate's cookie.
  const forged = await page.request.post(`/api/my-applications/${sent!._id}/withdraw`, {
    headers: { origin: 'https://attacker.example' },
    data: { reason: 'forged' },
  });
  expect(forged.status()).toBe(403);

  // The candidate withdraws with a reason.
  await card.getByRole('button', { name: 'Withdraw application' }).click();
  await card.getByLabel('Reason (optional)').fill('I found a job near my family.');
  await card.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Your application has been withdrawn.')).toBeVisible();
  await expect(card.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);

  // Staff see that the candidate withdrew it, and why, in the back office.
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await office.newPage();
  await staffSignIn(staffPage);
  await staffPage.goto(`/admin/applications/${sent!._id}`);
  const withdrawal = staffPage.getByRole('region', { name: 'Withdrawn by the candidate' });
  await expect(withdrawal).toContainText('Reason: I found a job near my family.');
  await expect(staffPage.getByText('Screening → Withdrawn by the candidate')).toBeVisible();
  await office.close();
});

test('a visitor is asked to log in to see their applications', async ({ page }) => {
  await page.goto('/my-applications');
  await expect(page.getByText('to see your applications.')).toBeVisible();
  await page.getByRole('button', { name: 'log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
