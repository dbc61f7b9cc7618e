import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { shortlistMessages } from '../lib/contracts/shortlists/shortlist';
import { password, uniqueEmail } from './support/accounts';
import { lookupId, verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { expectNoSeriousViolations } from './support/axe';
import { newPhoneContext } from './support/browser-profile.mjs';
import { fillJobOrder } from './support/job-order-form';
import { withFirefox } from './support/firefox';
import { withWebKit } from './support/webkit';
import { linkFromMail } from './support/outbox';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl, staffApi } from './support/staff-api';

// Issue 27's journey, in order: each step works on what the one before made.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const company = `Azure Dunes Hotels ${stamp}`;
const jobTitle = `Guest Service Agent ${stamp}`;
const shortlistTitle = `Front office, first round ${stamp}`;
const contactEmail = uniqueEmail('portal-contact');
const applicants = [
  {
    name: 'Rosa Villanueva',
    card: 'Rosa V.',
    email: uniqueEmail('portal-rosa'),
    note: 'Five years at a Makati five-star front desk.',
  },
  { name: 'Ana Bautista', card: 'Ana B.', email: uniqueEmail('portal-ana'), note: 'Strong cashiering; Opera PMS.' },
  {
    name: 'Liza Mercado',
    card: 'Liza M.',
    email: uniqueEmail('portal-liza'),
    note: 'Resort guest relations in Boracay.',
  },
];
const [rosa, ana, liza] = applicants as [
  (typeof applicants)[number],
  (typeof applicants)[number],
  (typeof applicants)[number],
];

/** What the steps hand on to the next. */
const made = {
  clientId: '',
  jobId: '',
  shortlistId: '',
  contactState: undefined as Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
};

/** A desktop context signed in through the website's own login (the modal has its own journeys). */
async function signedInContext(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const login = await context.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: e2eBaseUrl },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

const card = (page: Page, name: string) =>
  page.getByTestId('candidate-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const shortlisted = (page: Page, name: string) => page.getByRole('listitem', { name: new RegExp(`^\\d+\\. ${name}$`) });

/** What another browser reports of a card's video once played and sought. */
interface PlayedVideo {
  cards: number;
  duration: number;
  seekedTo: number;
  error: number | null;
}

/** The candidate's video element's state, read in the page. */
const videoState = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({ duration: v.duration, currentTime: v.currentTime, paused: v.paused }));

test('staff make a client from an employer inquiry, invite a contact who signs up from the mailed link, and name the client on a job order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The inquiry an employer sent (its form has its own journey): the sender becomes the client's first contact.
  const senderEmail = uniqueEmail('portal-sender');
  const sender = await verifiedAccount(request, 'Employer', senderEmail, 'Omar Haddad');
  const sent = await request.post(`${e2eUpstreamUrl}/api/employer-inquiry/submit`, {
    headers: sender,
    data: {
      companyName: company,
      contactPerson: 'Omar Haddad',
      email: senderEmail,
      phone: '0501234567',
      businessType: await lookupId(request, 'business-type'),
      positions: [await lookupId(request, 'position')],
      totalPositions: 3,
      location: await lookupId(request, 'preffered-location', 'Dubai'),
      hiringUrgency: await lookupId(request, 'hiring-urgency'),
      salaryBudget: await lookupId(request, 'salary-budget'),
      notes: 'Three guest service agents for a new tower.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Employer inquiries', exact: true }).click();
  await page.getByRole('link', { name: company }).click();
  await page.getByRole('button', { name: 'Make a client' }).click();
  await expect(page.getByText(`${company} is now a client`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  made.clientId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contacts' })).toContainText(senderEmail);

  await page.getByLabel('Contact email').fill(contactEmail);
  await page.getByRole('button', { name: 'Invite contact' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations' })).toContainText(contactEmail);

  // The contact follows the mailed link on their desktop and signs up there: the address is the invitation's.
  const link = await linkFromMail(contactEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`);
  const contact = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const contactPage = await contact.newPage();
  await contactPage.goto(link);
  await expect(contactPage.getByRole('heading', { level: 1 })).toHaveText(`Join ${company} on the employer portal`);
  await expect(contactPage.getByLabel('Email Address')).toHaveValue(contactEmail);
  await expectNoSeriousViolations(contactPage);
  await contactPage.getByLabel('Full Name').fill('Nadia Rahman');
  await contactPage.getByLabel('Contact Number').fill('0507654321');
  await contactPage.getByLabel('Password', { exact: true }).fill(password);
  await contactPage.getByRole('checkbox', { name: /may process the personal data/ }).check();
  await contactPage.getByRole('button', { name: 'Sign up and see the candidates' }).click();
  await expect(contactPage).toHaveURL(/\/employer$/);
  await expect(contactPage.getByRole('heading', { level: 1 })).toHaveText(company);
  made.contactState = await contact.storageState();
  await contact.close();

  // The invitation is used: its link now says so, with a 404.
  const again = await browser.newPage();
  expect((await again.goto(link))?.status()).toBe(404);
  await expect(again.getByText('This invitation has expired or has already been used.')).toBeVisible();
  await again.close();

  // A job order names the client (the job form's Client select).
  await page.goto('/admin/jobs/new');
  await page.getByLabel('Title').fill(jobTitle);
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Position').selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: 'Dubai' }).check();
  await page.getByLabel('Client', { exact: true }).selectOption({ label: company });
  await fillJobOrder(page, {
    jobOrderNumber: `DMW-JO-2026-${String(stamp).slice(-5)}`,
    principalName: company,
    worksiteCity: 'Dubai Marina',
    vacancies: '3',
    salaryFrom: '2500',
    salaryTo: '3200',
  });
  await page.getByRole('button', { name: 'Create job opening' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const jobs = (await (await request.get(`${e2eUpstreamUrl}/api/job-opening`)).json()) as {
    data: { _id: string; title: string }[];
  };
  made.jobId = jobs.data.find((j) => j.title === jobTitle)!._id;
  await page.goto(`/admin/clients/${made.clientId}`);
  await expect(page.getByRole('region', { name: 'Job orders' })).toContainText(jobTitle);
});

test('staff shortlist three applicants of the job order with notes, reorder them and send it; the consent rule is said', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const video = recorderLikeVideo(12);
  for (const [i, a] of applicants.entries()) {
    const headers = await verifiedAccount(request, 'User', a.email, a.name);
    await applyThroughApi(request, headers, a.email, video, {
      jobId: made.jobId,
      name: a.name,
      experienceInYears: 3 + i,
      previousJobTitle: 'Front Desk Agent',
      englishProficiency: 'fluent',
      education: 'bachelor',
    });
  }

  await staffSignIn(page);
  await page.goto(`/admin/clients/${made.clientId}`);
  const form = page.getByRole('form', { name: 'New shortlist' });
  await form.getByLabel('Shortlist title').fill(shortlistTitle);
  await form.getByLabel('For the job order').selectOption({ label: jobTitle });
  await form.getByRole('button', { name: 'New shortlist' }).click();
  await expect(page).toHaveURL(/\/admin\/shortlists\/[0-9a-f-]{36}$/);
  made.shortlistId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: shortlistTitle })).toBeVisible();
  await expect(
    page.getByText(
      'Only applications to this job order, or general applications (shared with prospective employers), can be shortlisted: that is what the candidates agreed to.',
    ),
  ).toBeVisible();

  for (const a of applicants) {
    await page.getByLabel('Search name or position').fill(a.name);
    await page.getByLabel('Search name or position').press('Enter');
    const add = page.getByRole('form', { name: `Add ${a.name}` });
    await add.getByLabel('Why this fit').fill(a.note);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(shortlisted(page, a.name).getByLabel('Agency note')).toHaveValue(a.note);
  }
  // Liza goes up to second place; the client sees them in this order.
  await page.getByRole('button', { name: `Move ${liza.name} up` }).click();
  await expect(shortlisted(page, liza.name)).toHaveAccessibleName(`2. ${liza.name}`);
  await expect(shortlisted(page, ana.name)).toHaveAccessibleName(`3. ${ana.name}`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Send to the client' }).click();
  await expect(page.getByText('Shortlist sent to the client')).toBeVisible();
  await expect(page.getByTestId('shortlist-status')).toHaveText(/^Sent /);
  // New applications on a sent shortlist move to Screening.
  await expect(shortlisted(page, rosa.name)).toContainText('stage Screening');
});

test('the contact opens the portal on a desktop, plays a video and seeks in it, and marks one Interview with a score and one Not suitable', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const link = await linkFromMail(contactEmail, /./, `${e2eBaseUrl}/employer/shortlists/`);
  expect(link).toBe(`${e2eBaseUrl}/employer/shortlists/${made.shortlistId}`);
  const contact = await browser.newContext({ storageState: made.contactState, viewport: { width: 1280, height: 900 } });
  const page = await contact.newPage();

  // The server makes a playable copy of each recording (duration, seek index, poster): wait for it.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/employer/shortlists/${made.shortlistId}`);
        const { data } = (await answer.json()) as {
          data: { candidates: { video: { durationSeconds: number | null } | null }[] };
        };
        return data.candidates.every((c) => c.video?.durationSeconds);
      },
      { timeout: 90_000, message: 'the recordings processed' },
    )
    .toBe(true);

  // The account menu of an Employer account leads to the portal.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Employer portal' }).click();
  await expect(page).toHaveURL(/\/employer$/);
  const overview = page.getByRole('region', { name: 'Shortlists' });
  await expect(overview).toContainText('3 awaiting your decision');
  await expect(
    page.getByRole('region', { name: 'Job orders' }).getByRole('row', { name: new RegExp(jobTitle) }),
  ).toContainText('Open');
  await expectNoSeriousViolations(page);
  await overview.getByRole('link', { name: shortlistTitle }).click();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: shortlistTitle })).toBeVisible();
  await expect(page.getByTestId('candidate-card')).toHaveCount(3);
  await expect(page.getByTestId('candidate-card').first()).toContainText(rosa.card);
  await expect(page.getByTestId('candidate-card').nth(1)).toContainText(liza.card);
  // Never a contact detail: the candidate's email or full name is nowhere in the page.
  const html = await page.content();
  for (const a of applicants) {
    expect(html).not.toContain(a.email);
    expect(html).not.toContain(a.name);
  }
  await expect(card(page, rosa.card)).toContainText(rosa.note);
  await expectNoSeriousViolations(page);

  // The video plays in the page with a finite duration, and a seek moves it there.
  const video = card(page, rosa.card).locator('video');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(async () => (await videoState(video)).duration).toBeGreaterThan(5);
  expect(Number.isFinite((await videoState(video)).duration)).toBe(true);
  const target = await video.evaluate((v: HTMLVideoElement) => {
    const to = Math.floor(v.duration / 2);
    v.currentTime = to;
    return to;
  });
  await expect
    .poll(async () => (await videoState(video)).currentTime, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(target + 1);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  // Interview in one tap, then a score on it.
  const rosaCard = card(page, rosa.card);
  await rosaCard.getByRole('button', { name: 'Interview', exact: true }).click();
  await expect(rosaCard.getByRole('status')).toContainText('Your decision: Interview');
  await expect(rosaCard.getByRole('button', { name: 'Interview', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await rosaCard.getByRole('button', { name: 'Scores and comment' }).click();
  await rosaCard.getByLabel('English').selectOption('4');
  await rosaCard.getByLabel('Scorecard comment').fill('Clear, warm and confident.');
  await rosaCard.getByRole('button', { name: 'Save decision' }).click();
  await expect(rosaCard.getByRole('form')).toHaveCount(0);

  // Not suitable asks for a reason first.
  const anaCard = card(page, ana.card);
  await anaCard.scrollIntoViewIfNeeded();
  await anaCard.getByRole('button', { name: 'Not suitable', exact: true }).click();
  await anaCard.getByRole('button', { name: 'Save decision' }).click();
  await expect(anaCard.getByText('Please choose a reason.')).toBeVisible();
  await anaCard.getByLabel('Reason').selectOption('English level');
  await anaCard.getByLabel(/^Comment for the agency/).fill('We need stronger English at the front desk.');
  await anaCard.getByRole('button', { name: 'Save decision' }).click();
  await expect(anaCard.getByRole('status')).toContainText('Your decision: Not suitable (English level)');

  // Both stay after a reload.
  await page.reload();
  await expect(card(page, rosa.card).getByRole('status')).toContainText('Your decision: Interview');
  await expect(card(page, ana.card).getByRole('status')).toContainText('Not suitable (English level)');
  await contact.close();
});

test('staff see which cards the client opened, how far each video played, and the decisions with the score', async ({
  page,
}) => {
  await staffSignIn(page);
  await page.goto(`/admin/shortlists/${made.shortlistId}`);
  const rosaDid = page.getByLabel(`What the client did with ${rosa.name}`);
  await expect(rosaDid).not.toContainText('Not yet');
  await expect(rosaDid).toContainText(/Played .+; watched \d+ s of 1[12] s \(\d+%\)/);
  await expect(rosaDid).toContainText('Interview');
  await expect(rosaDid).toContainText('by Nadia Rahman');
  await expect(rosaDid).toContainText('Scorecard: English 4/5');
  await expect(shortlisted(page, rosa.name)).toContainText('stage Interview');
  const anaDid = page.getByLabel(`What the client did with ${ana.name}`);
  await expect(anaDid).toContainText('Not suitable (English level)');
  await expect(anaDid).toContainText('We need stronger English at the front desk.');
  await expect(shortlisted(page, ana.name)).toContainText('stage Rejected');
  await expect(page.getByLabel(`What the client did with ${liza.name}`)).toContainText('Awaiting');
});

test('the candidates read it in their words on a phone: an interview wanted, or the employer reviewing', async ({
  browser,
}) => {
  const phone = await newPhoneContext(browser);
  const read = async (email: string) => {
    await phone.clearCookies();
    const login = await phone.request.post('/api/auth/login', {
      data: { email, password },
      headers: { origin: e2eBaseUrl },
    });
    expect(login.ok()).toBe(true);
    const page = await phone.newPage();
    await page.goto('/my-applications');
    const text = await page.getByTestId('my-application').innerText();
    await page.close();
    return text;
  };
  expect(await read(rosa.email)).toContain('The employer would like an interview');
  const lizaReads = await read(liza.email);
  expect(lizaReads).toContain('Shortlisted: the employer is reviewing your profile');
  for (const text of [await read(ana.email), lizaReads]) expect(text).not.toContain('would like an interview');
  await phone.close();
});

test("another client's contact gets 404 for this shortlist, its cards and its files", async ({ browser, request }) => {
  const staff = await staffApi(request);
  const other = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', {
    name: `Other Hotels ${stamp}`,
  });
  const otherEmail = uniqueEmail('portal-other');
  await staff.send('POST', `/admin/clients/${other.data._id}/invites`, { email: otherEmail });
  const link = await linkFromMail(otherEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`);
  const token = link.split('/').pop()!;
  const signUp = await request.post(`${e2eUpstreamUrl}/api/employer/invites/${token}/sign-up`, {
    data: { name: 'Other Contact', phone: '0501112222', password, consent: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);

  const context = await signedInContext(browser, otherEmail);
  const page = await context.newPage();
  expect((await page.goto(`/employer/shortlists/${made.shortlistId}`))?.status()).toBe(404);
  const own = await signedInContext(browser, contactEmail);
  const { data } = (await (await own.request.get(`/api/employer/shortlists/${made.shortlistId}`)).json()) as {
    data: { candidates: { _id: string }[] };
  };
  const candidateId = data.candidates[0]!._id;
  const files = `/api/employer/shortlists/${made.shortlistId}/candidates/${candidateId}`;
  expect((await context.request.get(`/api/employer/shortlists/${made.shortlistId}`)).status()).toBe(404);
  expect((await context.request.get(`${files}/video`)).status()).toBe(404);
  expect((await context.request.get(`${files}/resume`)).status()).toBe(404);
  expect(
    (
      await context.request.post(`${files}/decision`, { data: { decision: 'Maybe' }, headers: { origin: e2eBaseUrl } })
    ).status(),
  ).toBe(404);
  // The own contact's video answers byte ranges, private and unstored.
  const range = await own.request.get(`${files}/video`, { headers: { range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['cache-control']).toBe('private, no-store');
  expect(range.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  const head = await own.request.head(`${files}/video`);
  expect(head.status()).toBe(200);
  expect((await head.body()).length).toBe(0);
  expect((await context.request.head(`${files}/video`)).status()).toBe(404);
  for (const path of ['/api/employer/overview', `/api/employer/shortlists/${made.shortlistId}`]) {
    expect((await own.request.get(path)).headers()['cache-control'], path).toBe('private, no-store');
  }
  await context.close();
  await own.close();
});

test('a view-only link shows the cards without decisions, counts its opens, and fails once revoked', async ({
  page,
  browser,
}) => {
  await staffSignIn(page);
  await page.goto(`/admin/shortlists/${made.shortlistId}`);
  await page.getByLabel('Valid for (days)').fill('7');
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByText('Copy this link now: it is shown only once.')).toBeVisible();
  const url = await page.getByLabel('New view-only link').inputValue();
  expect(url).toMatch(new RegExp(`^${e2eBaseUrl}/shared/[A-Za-z0-9_-]{43}$`));

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shared = await visitor.newPage();
  expect((await shared.goto(url))?.status()).toBe(200);
  await expect(shared.getByRole('heading', { level: 1, name: shortlistTitle })).toBeVisible();
  await expect(shared.getByTestId('candidate-card')).toHaveCount(3);
  await expect(shared.getByRole('button', { name: 'Interview', exact: true })).toHaveCount(0);
  await expect(card(shared, rosa.card).locator('video')).toHaveAttribute('src', /^\/api\/shared-shortlists\//);
  // A player's byte range gets just that part (a seek must not wait for the file from its start).
  const videoSrc = (await card(shared, rosa.card).locator('video').getAttribute('src'))!;
  const part = await shared.request.get(videoSrc, { headers: { range: 'bytes=100-199' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 100-199\/\d+$/);
  expect((await part.body()).length).toBe(100);
  // HEAD answers as GET without the body (players and download managers ask it first).
  for (const file of [videoSrc, videoSrc.replace(/\/video$/, '/resume')]) {
    const got = await shared.request.get(file);
    const head = await shared.request.head(file);
    expect(head.status(), file).toBe(200);
    expect(head.headers()['content-length'], file).toBe(got.headers()['content-length']);
    expect(head.headers()['cache-control'], file).toBe('private, no-store');
    expect((await head.body()).length, file).toBe(0);
  }
  await expectNoSeriousViolations(shared);

  // Firefox (Debian's ESR) and WebKit (Safari's engine) play the same cards' videos at once: a known
  // duration, a working seek.
  for (const [browserName, withBrowser] of [
    ['Firefox', withFirefox],
    ['WebKit', withWebKit],
  ] as const) {
    const played = await withBrowser(async (other) => {
      await other.open(url);
      // The element is looked up again each time: hydration may replace the server's one meanwhile.
      return other.evaluate<PlayedVideo>(`
        const card = () => document.querySelector('[data-testid="candidate-card"] video');
        const until = async (done, what) => {
          for (const deadline = Date.now() + 20000; !done(card()); ) {
            if (Date.now() > deadline) throw new Error(what + ' (readyState ' + card()?.readyState + ', error ' + card()?.error?.code + ')');
            await new Promise((later) => setTimeout(later, 100));
          }
          return card();
        };
        const video = await until((v) => v && v.readyState >= 1, 'no metadata');
        const duration = video.duration;
        video.muted = true;
        await Promise.race([video.play(), new Promise((later) => setTimeout(later, 5000))]);
        const playing = await until((v) => v.currentTime > 0, 'not playing');
        const to = Math.floor(duration / 2);
        playing.currentTime = to;
        const seeked = await until((v) => !v.seeking && v.currentTime >= to, 'no seek');
        return {
          cards: document.querySelectorAll('[data-testid="candidate-card"]').length,
          duration,
          seekedTo: seeked.currentTime,
          error: seeked.error && seeked.error.code,
        };
      `);
    });
    expect(played, browserName).toMatchObject({ cards: 3, error: null });
    expect(played.duration, `${browserName}: a finite duration`).toBeGreaterThan(5);
    expect(played.duration, `${browserName}: a finite duration`).toBeLessThan(60);
    expect(played.seekedTo, `${browserName}: the seek`).toBeGreaterThanOrEqual(Math.floor(played.duration / 2));
  }

  await page.reload();
  const links = page.getByRole('list', { name: 'Links' });
  // Opened in Chromium, Firefox and WebKit.
  await expect(links).toContainText('Opened 3 times');
  // The link's cards through the website: private, never kept by a shared cache.
  const cards = await shared.request.get(`/api/shared-shortlists/${url.split('/shared/')[1]}`);
  expect(cards.status()).toBe(200);
  expect(cards.headers()['cache-control']).toBe('private, no-store');
  await links.getByRole('button', { name: /^Revoke the link/ }).click();
  await expect(page.getByText('Link revoked')).toBeVisible();
  await expect(links).toContainText('revoked');

  expect((await shared.reload())?.status()).toBe(404);
  await expect(shared.getByText('This link has expired or has been revoked.')).toBeVisible();
  await visitor.close();
});

test('staff close the shortlist: the contact still reads it, with the decisions shown but no longer changeable', async ({
  page,
  browser,
}) => {
  await staffSignIn(page);
  await page.goto(`/admin/shortlists/${made.shortlistId}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Close the shortlist' }).click();
  await expect(page.getByTestId('shortlist-status')).toContainText('Closed');
  await expect(page.getByRole('button', { name: 'Close the shortlist' })).toHaveCount(0);

  const contact = await browser.newContext({ storageState: made.contactState, viewport: { width: 1280, height: 900 } });
  const portal = await contact.newPage();
  await portal.goto(`/employer/shortlists/${made.shortlistId}`);
  await expect(portal.getByText(shortlistMessages.closedNotice)).toBeVisible();
  const decisions = card(portal, rosa.card).getByRole('group', { name: /^Your decision on/ });
  await expect(decisions.getByRole('button', { name: 'Interview', exact: true })).toBeDisabled();
  await expect(card(portal, rosa.card).getByRole('status')).toContainText('Your decision: Interview');
  await contact.close();
});
