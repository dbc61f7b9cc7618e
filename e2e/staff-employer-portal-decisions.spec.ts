import { expect, test, type Locator } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { password } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { newPhoneContext } from './support/browser-profile.mjs';
import {
  card,
  readEmployerPortalJourney,
  shortlisted,
  type EmployerPortalJourney,
  type PortalApplicant,
} from './support/employer-portal-journey';
import { linkFromMail } from './support/outbox';
import { staffSignIn } from './support/staff';

// Issue 27's journey, in order: each step works on what the one before made (it begins in
// staff-employer-portal-client.spec.ts and goes on in staff-employer-portal-sharing.spec.ts).
test.describe.configure({ mode: 'serial' });

let contactEmail: string;
let jobTitle: string;
let shortlistTitle: string;
let applicants: PortalApplicant[];
let rosa: PortalApplicant;
let ana: PortalApplicant;
let liza: PortalApplicant;
let made: EmployerPortalJourney['made'];
test.beforeAll(async () => {
  ({ contactEmail, jobTitle, shortlistTitle, applicants, made } = await readEmployerPortalJourney());
  [rosa, ana, liza] = applicants as [PortalApplicant, PortalApplicant, PortalApplicant];
});

/** The candidate's video element's state, read in the page. */
const videoState = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({ duration: v.duration, currentTime: v.currentTime, paused: v.paused }));

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
