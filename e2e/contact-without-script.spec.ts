import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { expectMailTo } from './support/outbox';

// No script at all: the server-rendered form is all the visitor has (as on a phone that pressed Send
// before the page's script ran).
test.use({ javaScriptEnabled: false });

/** Every address the page asked for, to prove none of them carries what the visitor typed. */
function addressesAsked(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('without script the contact form posts to the server, which sends the message and says so', async ({ page }) => {
  const urls = addressesAsked(page);
  const email = uniqueEmail('noscript');
  await page.goto('/Contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByLabel('Full Name').fill('Ana Reyes');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('639171234567');
  await form.getByLabel('Inquiry Type').selectOption({ index: 1 });
  await form.getByLabel('Subject').fill('Visa documents');
  await form.getByLabel('Message').fill('Which documents do I need for the medical exam?');
  const posted = page.waitForRequest((request) => request.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(new URL((await posted).url()).search).toBe('');

  await expect(page.getByText('Message sent successfully! Our team will respond within 24 hours.')).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await expectMailTo(email, /Subject: We received your message/);
  for (const url of urls) expect(url).not.toMatch(/Ana|noscript|639171234567|Visa/);
  expect(new URL(page.url()).search).toBe('');
});

test('without script an invalid message is refused with each field’s message and what was typed kept', async ({
  page,
}) => {
  const urls = addressesAsked(page);
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByLabel('Full Name').fill('Ana Reyes');
  await form.getByLabel('Email Address').fill('ana@example');
  await form.getByLabel('Phone Number').fill('12-34');
  await form.getByLabel('Message').fill('Hello there');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Phone must be 7–15 digits')).toBeVisible();
  await expect(form.getByText('Please choose an inquiry type')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Ana Reyes');
  await expect(form.getByLabel('Message')).toHaveValue('Hello there');
  await expect(page.getByText('Message sent successfully!')).toBeHidden();
  for (const url of urls) expect(url).not.toMatch(/Ana|Hello|12-34/);
});
