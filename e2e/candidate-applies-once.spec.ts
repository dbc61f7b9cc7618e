import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';
import { agreeToPrivacy, applicationForm, pickResume, record } from './support/application-form';
import { isoDaysFromNow } from './support/files';
import { staffSignIn } from './support/staff';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Opens the `n`th job of /Candidates in its dialog (on a phone), taps Apply Now, and answers the form. */
async function openJob(page: Page, n: number) {
  await page.goto('/Candidates');
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  const list = page
    .locator('#main ul')
    .filter({ has: page.getByText('View job page') })
    .first();
  await list.locator(':scope > li').nth(n).getByRole('link').first().click();
  await page.getByRole('dialog').getByRole('link', { name: 'Apply Now' }).click();
  const form = applicationForm(page);
  await expect(form.getByRole('button', { name: 'Submit Application' })).toBeVisible({ timeout: 30_000 });
  return form;
}

/** Submits and answers the new application's id (from POST /apply-job's answer). */
async function submit(page: Page, form: Locator) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/apply-job') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const res = await answer;
  expect(res.status()).toBe(201);
  await expect(page.getByText('Application Submitted Successfully')).toBeVisible();
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

const isUpload = (request: Request) => /\/api\/upload(\/|$)/.test(new URL(request.url()).pathname);

test('a candidate applies once on a phone, then applies again with the saved details, resume and video, uploading nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('apply-once');
  await signUpAndLogIn(page, 'Candidate', email, 'Juan Dela Cruz');

  // The first application: typed, a resume picked and a video recorded; "Save these details to my profile" is ticked.
  const first = await openJob(page, 0);
  await expect(first.getByLabel('Full Name')).toHaveValue('Juan Dela Cruz');
  await expect(first.getByLabel('Email Address')).toHaveValue(email);
  await first.getByLabel('Years of Experience').fill('4');
  await first.getByLabel('Previous Job Title').fill('Commis Chef');
  await first.getByLabel('Education Level').selectOption('vocational');
  await first.getByLabel('English Proficiency').selectOption('advanced');
  await first.getByLabel('Passport Number').fill('p1234567');
  await first.getByLabel('Passport Expiry Date').fill(isoDaysFromNow(800));
  await first.getByLabel('Preferred Location').selectOption({ label: 'Dubai' });
  await first.getByLabel('Available to Start').fill(isoDaysFromNow(30));
  await pickResume(first);
  await record(page, first, 2);
  await first.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible();
  await agreeToPrivacy(first);
  await expect(first.getByRole('checkbox', { name: 'Save these details to my profile' })).toBeChecked();
  const firstId = await submit(page, first);

  // The second application: filled from the profile, the saved files chosen; no upload is made.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (isUpload(request)) uploads.push(`${request.method()} ${request.url()}`);
  });
  const started = Date.now();
  const second = await openJob(page, 1);
  await expect(second.getByLabel('Years of Experience')).toHaveValue('4');
  await expect(second.getByLabel('Passport Number')).toHaveValue('P1234567');
  await expect(second.getByLabel('Preferred Location').locator('option:checked')).toHaveText('Dubai');
  await expect(second.getByRole('radio', { name: /^Use my saved resume/ })).toBeChecked();
  await expect(second.getByRole('radio', { name: /^Use my saved video \(.*recorded/ })).toBeChecked();
  await expect(second.getByLabel('Your saved video introduction')).toHaveAttribute('preload', 'metadata');
  await expect(second.getByRole('radio', { name: 'Record a new one' })).not.toBeChecked();
  await expect(second.getByRole('radio', { name: 'Upload another resume' })).not.toBeChecked();
  // Consent is given for each application.
  await agreeToPrivacy(second);
  const secondId = await submit(page, second);
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(uploads).toEqual([]);

  // Staff see both applications with the same video file.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await staffSignIn(staffPage);
  const videoOf = async (id: string) => {
    await staffPage.goto(`/admin/applications/${id}`);
    const video = staffPage.locator('section[aria-labelledby="video-heading"] video');
    await expect(video).toBeVisible();
    return video.getAttribute('src');
  };
  const [firstVideo, secondVideo] = [await videoOf(firstId), await videoOf(secondId)];
  expect(firstVideo).toBeTruthy();
  expect(secondVideo).toBe(firstVideo);

  // On the profile page: the saved details, edited; the saved video removed from the profile.
  await page.goto('/update-profile');
  const profile = page.getByRole('region', { name: 'My application profile' });
  await expect(profile.getByLabel('Years of Experience')).toHaveValue('4');
  await profile.getByLabel('Years of Experience').fill('6');
  await profile.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await profile.getByRole('button', { name: 'Remove the saved video' }).click();
  await expect(page.getByText('Your saved files have been updated.')).toBeVisible();
  await expect(profile.getByLabel('Your saved video introduction')).toHaveCount(0);

  // The next form opens with the change and asks for a video again; the saved resume is still offered.
  const third = await openJob(page, 2);
  await expect(third.getByLabel('Years of Experience')).toHaveValue('6');
  await expect(third.getByRole('radio', { name: /^Use my saved video/ })).toHaveCount(0);
  await expect(third.getByRole('radio', { name: /^Use my saved resume/ })).toBeChecked();
  // The applications keep the video the profile let go of.
  expect((await staffPage.request.get(firstVideo!)).status()).toBe(200);
  await staff.close();
});
