import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { shortlistMessages } from '../lib/contracts/shortlists/shortlist';
import { password, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import {
  card,
  readEmployerPortalJourney,
  type EmployerPortalJourney,
  type PortalApplicant,
} from './support/employer-portal-journey';
import { withFirefox } from './support/firefox';
import { signedIn as signedInContext } from './support/interview-journey';
import { withWebKit } from './support/webkit';
import { linkFromMail } from './support/outbox';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl, staffApi } from './support/staff-api';

// The end of issue 27's journey, in order: each step works on what the one before made (in
// staff-employer-portal-client.spec.ts and staff-employer-portal-decisions.spec.ts).
test.describe.configure({ mode: 'serial' });

let stamp: number;
let contactEmail: string;
let shortlistTitle: string;
let rosa: PortalApplicant;
let made: EmployerPortalJourney['made'];
test.beforeAll(async () => {
  const journey = await readEmployerPortalJourney();
  ({ stamp, contactEmail, shortlistTitle, made } = journey);
  rosa = journey.applicants[0]!;
});

/** What another browser reports of a card's video once played and sought. */
interface PlayedVideo {
  cards: number;
  duration: number;
  seekedTo: number;
  error: number | null;
}

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
