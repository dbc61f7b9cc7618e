import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';
import { newPhoneContext } from './support/browser-profile.mjs';
import { linkFromMail } from './support/outbox';

test('a visitor on a phone saves a job alert, confirms it and unsubscribes through the mailed links', async ({
  browser,
}) => {
  const context = await newPhoneContext(browser, { baseURL: e2eBaseUrl });
  const page = await context.newPage();
  const email = uniqueEmail('alert-visitor');

  await page.goto('/candidates?q=waiter&location=dubai');
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  const form = page.getByRole('form', { name: 'Get job alerts' });
  await expect(form).toContainText('Dubai, "waiter"');
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Save job alert' }).click();
  await expect(page.getByText('Almost done: we sent you an email.', { exact: false })).toBeVisible();

  const confirmLink = await linkFromMail(email, /Confirm your job alert/, `${e2eBaseUrl}/job-alerts/confirm?token=`);
  await page.goto(confirmLink);
  // Opening the link does nothing by itself (mail scanners open links too): the button confirms.
  await expect(page.getByRole('heading', { name: 'Confirm your job alert' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my job alert' }).click();
  await expect(page.getByText('Your job alert is on.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/job-alerts\/confirm\?status=done$/);

  const unsubscribeLink = await linkFromMail(
    email,
    /Your job alert is on/,
    `${e2eBaseUrl}/job-alerts/unsubscribe?token=`,
  );
  // A scanner fetching the one-click address (GET) unsubscribes no one.
  const oneClick = unsubscribeLink.replace('/job-alerts/unsubscribe', '/api/job-alerts/unsubscribe');
  expect((await page.request.get(oneClick)).status()).toBe(405);
  await page.goto(unsubscribeLink);
  await expect(page.getByText('Tap the button to stop the emails of this job alert.')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('You are unsubscribed.', { exact: false })).toBeVisible();

  // A link altered by hand is refused with a message.
  await page.goto(unsubscribeLink.replace(/token=[^.]+/, 'token=00000000-0000-4000-8000-000000000000'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await context.close();
});

test("a mail provider's one-click unsubscribe (RFC 8058) works from another site, without login", async ({
  request,
}) => {
  const email = uniqueEmail('alert-one-click');
  const created = await request.post('/api/job-alerts', { data: { email, q: 'bartender' } });
  expect(created.status(), await created.text()).toBe(201);
  const confirmLink = new URL(
    await linkFromMail(email, /Confirm your job alert/, `${e2eBaseUrl}/job-alerts/confirm?token=`),
  );
  const confirmed = await request.post('/api/job-alerts/confirm', {
    form: { token: confirmLink.searchParams.get('token')! },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);
  expect(confirmed.headers().location).toBe('/job-alerts/confirm?status=done');

  const page = await linkFromMail(email, /Your job alert is on/, `${e2eBaseUrl}/job-alerts/unsubscribe?token=`);
  const oneClick = page.replace('/job-alerts/unsubscribe', '/api/job-alerts/unsubscribe');
  const crossSite = { origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' };
  const res = await request.post(oneClick, { headers: crossSite, form: { 'List-Unsubscribe': 'One-Click' } });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).message).toMatch(/^You are unsubscribed/);
  // Other writes from another site are still refused.
  const forged = await request.post('/api/job-alerts', { headers: crossSite, data: { email, q: 'cook' } });
  expect(forged.status()).toBe(403);
});

test('a signed-in candidate saves an alert without an email, sees it on /job-alerts and removes it', async ({
  page,
}) => {
  const email = uniqueEmail('alert-candidate');
  await signUpAndLogIn(page, 'Candidate', email);
  await page.goto('/candidates?location=dubai');
  await page.getByRole('button', { name: 'Get job alerts' }).click();
  const form = page.getByRole('form', { name: 'Get job alerts' });
  await expect(form.getByLabel('Your email')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save job alert' }).click();
  await expect(page.getByText('Job alert saved.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'See your job alerts' }).click();

  await expect(page.getByRole('heading', { name: 'My Job Alerts' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Dubai' });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You have no job alerts.', { exact: false })).toBeVisible();
});
