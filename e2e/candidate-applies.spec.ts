import { expect, test } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';
import { isoDaysFromNow, resumePdf } from './support/files';
import { agreeToPrivacy, openGeneralApplication } from './support/application-form';

test('a candidate signs up, verifies, logs in, applies with a PDF and a recorded video, and sees Already Applied', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('candidate');
  await signUpAndLogIn(page, 'Candidate', email, 'Juan Dela Cruz');

  await page.goto('/Candidates');
  const detail = page.locator('#main');
  await detail.getByRole('link', { name: 'Apply Now' }).first().click();

  const form = page
    .getByRole('region', { name: /.+/ })
    .filter({ has: page.getByRole('button', { name: 'Submit Application' }) });
  await form.getByLabel('Full Name').fill('Juan Dela Cruz');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('09171234567');
  await form.getByLabel('Years of Experience').fill('4');
  await form.getByLabel('Previous Job Title').fill('Commis Chef');
  await form.getByLabel('Education Level').selectOption('vocational');
  await form.getByLabel('English Proficiency').selectOption('advanced');
  await form.getByLabel('Passport Number').fill('p1234567');
  await form.getByLabel('Passport Expiry Date').fill(isoDaysFromNow(800));
  await form.getByLabel('Preferred Location').selectOption({ label: 'Dubai' });
  await form.getByLabel('Available to Start').fill(isoDaysFromNow(30));
  await form.getByLabel(/^Resume/).setInputFiles(resumePdf);
  await agreeToPrivacy(form);

  // The fake camera and microphone give a real stream to record.
  await form.getByRole('button', { name: 'Start Recording' }).click();
  await expect(form.getByRole('progressbar', { name: 'Recording time used' })).toBeVisible();
  await page.waitForTimeout(2500);
  await form.getByRole('button', { name: 'Stop Recording' }).click();
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Video uploaded successfully!')).toBeVisible();

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/candidates$/);
  await expect(page.getByText('Already Applied').first()).toBeVisible();
});

test('a general application submitted empty shows every validation message', async ({ page }) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('general'));
  await page.goto('/Candidates');
  await page.getByRole('link', { name: 'Submit General Application' }).click();
  await expect(page.getByRole('heading', { name: 'Job Application Form' })).toBeVisible();
  // The form fills itself from the account (and profile) once they are in: cleared after that.
  await expect(page.getByLabel('Full Name')).not.toHaveValue('');
  await page.getByLabel('Full Name').fill('');
  await page.getByLabel('Email Address').fill('');
  // The account's phone fills the form: cleared, as the name and email are.
  await page.getByLabel('Phone Number').fill('');
  await page.getByRole('button', { name: 'Submit Application' }).click();

  // Said inline under the form (it shows offline too) and in a toast.
  await expect(page.locator('#main').getByText('Please fill all required fields correctly.')).toBeVisible();
  for (const message of [
    'Full Name is required',
    'Email is required',
    'Phone number is required',
    'Experience is required',
    'Education level is required',
    'English proficiency is required',
    'Passport number is required',
    'Passport expiry date is required',
    'Preferred location is required',
    'Availability date is required',
    'Resume is required',
    'Please record a short video introduction.',
  ]) {
    await expect(page.getByText(message, { exact: true }).first(), message).toBeVisible();
  }
});

test('with a decimal experience the start date after the passport expiry is still named, while typing and after Submit', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('decimal'));
  // The profile that fills the form arrives late (weak data): what is typed before it stays.
  await page.route('**/api/candidate-profile', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const profileArrived = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/candidate-profile');
  const form = await openGeneralApplication(page);
  const dates = 'Availability date must be before passport expiry';
  await form.getByLabel('Years of Experience').fill('4.5');
  await form.getByLabel('Passport Expiry Date').fill(isoDaysFromNow(20));
  await form.getByLabel('Available to Start').fill(isoDaysFromNow(40));
  await expect(form.getByText('Experience must be a number', { exact: true })).toBeVisible();
  await expect(form.getByText(dates, { exact: true })).toBeVisible();
  await profileArrived;
  await expect(form.getByLabel('Years of Experience')).toHaveValue('4.5');
  await expect(form.getByLabel('Available to Start')).toHaveValue(isoDaysFromNow(40));
  await expect(form.getByText('Experience must be a number', { exact: true })).toBeVisible();

  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.locator('#main').getByText('Please fill all required fields correctly.')).toBeVisible();
  await expect(form.getByText('Experience must be a number', { exact: true })).toBeVisible();
  await expect(form.getByText(dates, { exact: true })).toBeVisible();
});

test.describe('in Manila at 03:10, while the UTC date is still yesterday', () => {
  test.use({ timezoneId: 'Asia/Manila' });

  test('the calendars start from the Manila date and an availability of yesterday is refused', async ({ page }) => {
    const manilaToday = new Date().toISOString().slice(0, 10);
    const now = new Date(`${manilaToday}T03:10:00+08:00`);
    const utcDate = now.toISOString().slice(0, 10);
    const manilaTomorrow = new Date(Date.parse(`${manilaToday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(utcDate).not.toBe(manilaToday);
    await page.clock.setFixedTime(now);

    await signUpAndLogIn(page, 'Candidate', uniqueEmail('manila'));
    await page.goto('/Candidates');
    await page.getByRole('link', { name: 'Submit General Application' }).click();
    const available = page.getByLabel('Available to Start');
    await expect(available).toHaveAttribute('min', manilaToday);
    await expect(page.getByLabel('Passport Expiry Date')).toHaveAttribute('min', manilaTomorrow);
    await available.fill(utcDate);
    await expect(page.getByText('Availability date cannot be in the past')).toBeVisible();
    await available.fill(manilaToday);
    await expect(page.getByText('Availability date cannot be in the past')).toBeHidden();
  });
});

test('Submit General Application tapped while the signed-in candidate is still loading opens the form once they are known', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('pending-tap'));
  // The session's answer is held until after the tap: the page is hydrated but does not know the user yet.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/Candidates');
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  await page.getByRole('link', { name: 'Submit General Application' }).click();
  await expect(page.getByRole('heading', { name: 'Job Application Form' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Job Application Form' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/Candidates');
});
