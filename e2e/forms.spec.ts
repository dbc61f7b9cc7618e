import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';

test('an employer signs up, sends a hiring inquiry and sees the success toast', async ({ page }) => {
  await signUpAndLogIn(page, 'Employer', uniqueEmail('employer'), 'Leila Haddad');
  await page.goto('/Employers');
  await page.getByRole('button', { name: 'Start Hiring Process' }).first().click();
  await page.getByLabel('Company Name').fill('Saffron Table Group');
  await page.getByLabel('Contact Person').fill('Leila Haddad');
  await page.getByLabel('Email', { exact: true }).fill('leila@saffron.example');
  await page.getByLabel('Phone', { exact: true }).fill('97125550100');
  await page.getByLabel('Company Type').selectOption({ label: 'Restaurant / Café' });
  await page.getByRole('group', { name: 'Positions Needed' }).getByLabel('Barista').check();
  await page.getByRole('group', { name: 'Positions Needed' }).getByLabel('Commis Chef').check();
  await page.getByLabel('Number of Positions').fill('6');
  await page.getByLabel('Preferred Location').selectOption({ label: 'Abu Dhabi' });
  await page.getByLabel('Hiring Urgency').selectOption({ index: 1 });
  await page.getByLabel('Budget Range (AED)').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Employer inquiry submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/employers$/);
});

/** Fills every field of the contact form as a visitor would. */
async function fillContactForm(form: Locator, subject: string) {
  await form.getByLabel('Full Name').fill('Ana Reyes');
  await form.getByLabel('Email Address').fill('ana@example.com');
  await form.getByLabel('Phone Number').fill('639171234567');
  await form.getByLabel('Inquiry Type').selectOption({ index: 1 });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Hello, which documents do I need for the medical exam?');
}

test('a visitor sends the contact form', async ({ page }) => {
  await page.goto('/Contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await fillContactForm(form, 'Documents for my visa');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully! Our team will respond within 24 hours.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
});

/** /contact loaded; from then on each script it asks for (the form's code, on the first touch) takes 1.5 s. */
async function contactFormOnSlowScripts(page: Page) {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  return page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
}

test('the contact form takes typing before its code arrives on slow data, and loses none of it', async ({ page }) => {
  const form = await contactFormOnSlowScripts(page);
  const message = 'Hello, which documents do I need for the medical exam in Manila?';
  // About 3 s of typing: the form's code takes over halfway through, with the caret where it was.
  await form.getByLabel('Message').pressSequentially(message, { delay: 45 });
  await expect(form.getByLabel('Message')).toHaveValue(message);
  await form.getByLabel('Full Name').fill('Ana Reyes');
  await form.getByLabel('Email Address').fill('not-an-email');
  // The validation is the live form's: proof that it took over.
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email Address').fill('ana@example.com');
  await form.getByLabel('Phone Number').fill('639171234567');
  await form.getByLabel('Inquiry Type').selectOption({ index: 1 });
  await form.getByLabel('Subject').fill('Medical exam');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully! Our team will respond within 24 hours.')).toBeVisible();
});

test('Send Message pressed before the contact form’s code has come sends what was typed', async ({ page }) => {
  const form = await contactFormOnSlowScripts(page);
  // Typed straight into the page's inputs: no script has run for them yet.
  await fillContactForm(form, 'Visa documents');
  const sent = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/api/contact');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Ana Reyes', subject: 'Visa documents' });
  await expect(page.getByText('Message sent successfully! Our team will respond within 24 hours.')).toBeVisible();
});

test('a script request of the contact form dropped on a bad connection does not stop the message', async ({ page }) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  // The first script asked for after load (a piece of the form's code, on the first touch) is dropped.
  let dropped = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.abort('internetdisconnected');
  });
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await fillContactForm(form, 'Sent after a dropped connection');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully! Our team will respond within 24 hours.')).toBeVisible();
  expect(dropped).toBe(true);
});

test('a signed-in user posts a review with a star rating', async ({ page }) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('review'), 'Rowena Dela Cruz');
  await page.goto('/');
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post Your Testimonial' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Rowena Dela Cruz');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Rating is required')).toBeVisible();

  await dialog.getByLabel('Position').fill('Housekeeping Supervisor');
  await dialog.getByLabel('Employer').fill('Heritage hotel, Sharjah');
  await dialog.locator('label').filter({ hasText: '4 stars' }).click();
  await dialog.getByLabel('Testimonial').fill('Too short.');
  await expect(dialog.getByText('Testimonial must be at least 100 characters')).toBeVisible();
  await dialog
    .getByLabel('Testimonial')
    .fill(
      'The agency explained every step, from the trade test to my visa. I arrived in Sharjah with a verified contract and support from the Dubai team.',
    );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Testimonial submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
});
