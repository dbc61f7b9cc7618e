import { expect, test } from '@playwright/test';
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

test('a visitor sends the contact form', async ({ page }) => {
  await page.goto('/Contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByLabel('Full Name').fill('Ana Reyes');
  await form.getByLabel('Email Address').fill('ana@example.com');
  await form.getByLabel('Phone Number').fill('639171234567');
  await form.getByLabel('Inquiry Type').selectOption({ index: 1 });
  await form.getByLabel('Subject').fill('Documents for my visa');
  await form.getByLabel('Message').fill('Hello, which documents do I need for the medical exam?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully! Our team will respond within 24 hours.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
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
