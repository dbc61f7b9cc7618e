import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { shareRequestForm } from '../lib/contracts/shortlists/share-request-form';
import { shareRequestTexts } from '../lib/contracts/shortlists/share-requests';
import { talentPoolMessages } from '../lib/contracts/candidates/talent-pool';
import { jobOrderFields } from '../upstream/test/helpers/job-order';
import { password, uniqueEmail } from './support/accounts';
import { lookupId, verifiedAccount, type Bearer } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { expectNoSeriousViolations } from './support/axe';
import { emulatePhone, newPhoneContext } from './support/browser-profile.mjs';
import { linkFromMail } from './support/outbox';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl, staffApi, staffBearer } from './support/staff-api';

// Issue 26's talent pool journey, in order: each step works on what the one before made.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
/** A previous job title only this run's candidates have, so the pool search finds just them. */
const jobTitle = `Sommelier ${stamp}`;
const client = `Palm Resorts ${stamp}`;
/** The job order's position, which the candidate's question names. */
const position = 'Waiter / Waitress';
const shortlistTitle = `Waiters for the beach club ${stamp}`;
const maria = { name: 'Maria Santos', card: 'Maria S.', email: uniqueEmail('pool-maria'), english: 'fluent' } as const;
const jun = { name: 'Jun Reyes', email: uniqueEmail('pool-jun'), english: 'basic' } as const;
const contactEmail = uniqueEmail('pool-contact');

/** What the steps hand on to the next. */
const made = { shortlistId: '', junId: '' };

/** The staff API's bearer, for what a step sets up or checks outside the page. */

async function staffGet<T>(request: APIRequestContext, headers: Bearer, path: string): Promise<T> {
  const answer = await request.get(`${e2eUpstreamUrl}/api${path}`, { headers });
  expect(answer.ok(), `${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A phone signed in as the candidate through the website's own login (the modal has its own journeys). */
async function candidatePhone(browser: Browser, email: string, extra: Parameters<typeof newPhoneContext>[1] = {}) {
  const phone: BrowserContext = await newPhoneContext(browser, extra);
  const login = await phone.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: e2eBaseUrl },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return phone;
}

test('two candidates applied elsewhere and saved their profile; a new client has a job order for waiters and a shortlist', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { data: jobs } = (await (await request.get(`${e2eUpstreamUrl}/api/job-opening?isActive=1`)).json()) as {
    data: { _id: string }[];
  };
  const video = recorderLikeVideo(8);
  for (const [i, c] of [maria, jun].entries()) {
    const headers = await verifiedAccount(request, 'User', c.email, c.name);
    await applyThroughApi(request, headers, c.email, video, {
      jobId: jobs[0]!._id,
      name: c.name,
      previousJobTitle: jobTitle,
      experienceInYears: 5 + i,
      englishProficiency: c.english,
      saveToProfile: true,
    });
  }

  const staff = await staffApi(request);
  const { data: palm } = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', { name: client });
  const { data: job } = await staff.send<{ data: { _id: string } }>('POST', '/admin/job-openings', {
    ...jobOrderFields(),
    title: 'Beach club waiter',
    companyName: client,
    principalName: client,
    position: await lookupId(request, 'position', position),
    locations: [await lookupId(request, 'preffered-location', 'Dubai')],
    salaryBudget: await lookupId(request, 'salary-budget'),
    clientId: palm._id,
  });
  const { data: shortlist } = await staff.send<{ data: { _id: string } }>('POST', '/admin/shortlists', {
    clientId: palm._id,
    jobOpeningId: job._id,
    title: shortlistTitle,
  });
  made.shortlistId = shortlist._id;

  // The client's contact, who will see the shortlist in the portal.
  await staff.send('POST', `/admin/clients/${palm._id}/invites`, { email: contactEmail });
  const link = await linkFromMail(contactEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`);
  const signUp = await request.post(`${e2eUpstreamUrl}/api/employer/invites/${link.split('/').pop()}/sign-up`, {
    data: { name: 'Karim Nasser', phone: '0501113333', password, consent: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
});

test('staff search the pool by previous job title and English, open Maria and put her forward: she is asked first', async ({
  page,
}) => {
  await staffSignIn(page);
  await page.getByRole('link', { name: 'Candidates', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Candidates' });

  await page.getByLabel('Position or previous job title').fill(jobTitle);
  await page.getByLabel('Position or previous job title').press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(jobTitle).replace(/%20/g, '(\\+|%20)')}`));
  await expect(table.getByRole('link', { name: maria.name })).toBeVisible();
  await expect(table.getByRole('link', { name: jun.name })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(2);

  await page.getByLabel('English level').selectOption({ label: 'Fluent' });
  await expect(page).toHaveURL(/english=fluent/);
  await expect(table.getByRole('link', { name: jun.name })).toHaveCount(0);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.getByRole('row', { name: new RegExp(maria.name) });
  await expect(row).toContainText(jobTitle);
  await expect(row).toContainText('Fluent');
  await expectNoSeriousViolations(page);

  await row.getByRole('link', { name: maria.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: maria.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText(maria.email);
  await expect(page.getByRole('table', { name: `Applications of ${maria.name}` }).getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(jobTitle);
  await expect(page.getByLabel(`Saved video introduction of ${maria.name}`)).toBeVisible();
  await expectNoSeriousViolations(page);

  const form = page.getByRole('form', { name: `Put ${maria.name} forward on a shortlist` });
  await form.getByLabel('Shortlist').selectOption({ label: `${shortlistTitle} (${client}, Draft)` });
  await form.getByRole('button', { name: 'Put forward' }).click();
  await expect(page.getByText(talentPoolMessages.asked)).toBeVisible();
  const requests = page.getByRole('table', { name: `Share requests to ${maria.name}` });
  await expect(requests.getByRole('row', { name: new RegExp(shortlistTitle) })).toContainText('Asked');

  // Asked once: the same shortlist again is refused with its reason.
  await form.getByLabel('Shortlist').selectOption({ label: `${shortlistTitle} (${client}, Draft)` });
  await form.getByRole('button', { name: 'Put forward' }).click();
  await expect(page.getByText(talentPoolMessages.alreadyAsked)).toBeVisible();
});

test('Maria reads the question on a phone over 3G, taps Yes, and is told she will be put forward', async ({
  browser,
}) => {
  const phone = await candidatePhone(browser, maria.email);
  const page = await phone.newPage();
  await emulatePhone(phone, page, '3g');
  await page.goto('/my-applications');
  const question = page.getByTestId('share-request');
  await expect(question.getByRole('heading')).toHaveText(`${client} is hiring a ${position}. May we put you forward?`);
  await expect(question).toContainText(shareRequestTexts.explain);
  await expectNoSeriousViolations(page);
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: shareRequestTexts.answeredYes(client) })).toBeVisible();
  await expect(page.getByTestId('share-request')).toHaveCount(0);
  await expect(page.getByTestId('my-application')).toHaveCount(1);
  await phone.close();
});

test('without script, Jun answers No with the plain form; he is not shared', async ({ browser, request }) => {
  const staff = await staffBearer(request);
  const pool = await staffGet<{ data: { _id: string; name: string }[] }>(
    request,
    staff,
    `/admin/candidates?q=${encodeURIComponent(jobTitle)}&english=basic`,
  );
  made.junId = pool.data.find((c) => c.name === jun.name)!._id;
  const asked = await request.post(`${e2eUpstreamUrl}/api/admin/candidates/${made.junId}/shortlists`, {
    headers: staff,
    data: { shortlistId: made.shortlistId },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  expect(((await asked.json()) as { data: { outcome: string } }).data.outcome).toBe('asked');

  const phone = await candidatePhone(browser, jun.email, { javaScriptEnabled: false });
  const page = await phone.newPage();
  await page.goto('/my-applications');
  const requestId = await page.getByTestId('share-request').locator('input[name="id"]').inputValue();
  const posted = page.waitForRequest((r) => r.method() === 'POST');
  await page.getByTestId('share-request').getByRole('button', { name: 'No' }).click();
  expect(new URL((await posted).url()).pathname).toBe(shareRequestForm.path);
  await expect(page.getByText(shareRequestTexts.answeredNo(client))).toBeVisible();
  await expect(page.getByTestId('share-request')).toHaveCount(0);

  // Asked once: a second answer (a double tap, an old tab) is refused with its reason, and changes nothing.
  const again = await phone.request.post(shareRequestForm.path, {
    form: { id: requestId, answer: 'Yes' },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  await page.goto(again.headers().location!);
  await expect(page.getByRole('alert').filter({ hasText: shareRequestTexts.alreadyAnswered })).toBeVisible();
  await phone.close();

  const detail = await staffGet<{ data: { shareRequests: { status: string }[] } }>(
    request,
    staff,
    `/admin/candidates/${made.junId}`,
  );
  expect(detail.data.shareRequests.map((r) => r.status)).toEqual(['No']);
});

test('staff see Maria on the shortlist (not Jun), send it, and the client sees her card in the portal', async ({
  page,
  browser,
  request,
}) => {
  await staffSignIn(page);
  await page.goto(`/admin/shortlists/${made.shortlistId}`);
  await expect(page.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${maria.name}$`) })).toBeVisible();
  await expect(page.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${jun.name}$`) })).toHaveCount(0);

  const staff = await staffApi(request);
  await staff.send('POST', `/admin/shortlists/${made.shortlistId}/send`);
  const contact = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const login = await contact.request.post('/api/auth/login', {
    data: { email: contactEmail, password },
    headers: { origin: e2eBaseUrl },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const portal = await contact.newPage();
  await portal.goto(`/employer/shortlists/${made.shortlistId}`);
  await expect(portal.getByRole('heading', { level: 1, name: shortlistTitle })).toBeVisible();
  const cards = portal.getByTestId('candidate-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { name: maria.card, exact: true })).toBeVisible();
  expect(await portal.content()).not.toContain(maria.email);
  await contact.close();
});
