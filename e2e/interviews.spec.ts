import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { utcToZoned } from '../lib/contracts/interviews/time';
import { password, uniqueEmail } from './support/accounts';
import { mailsTo, saveInterviewJourney, signedIn } from './support/interview-journey';
import { verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { emulatePhone, phoneContextOptions } from './support/browser-profile.mjs';
import { linkFromMail } from './support/outbox';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { e2eUpstreamUrl, staffApi } from './support/staff-api';

// The interview journey: the employer proposes three times, a candidate on a phone without script books
// one, and the invites are mailed. Once it has started the employer records Passed: that part is
// interview-outcome.spec.ts, which runs after the other public journeys rather than waiting for the start.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const contactEmail = uniqueEmail('interview-contact');
const perla = { name: 'Perla Magbanua', card: 'Perla M.', email: uniqueEmail('interview-perla') };
const rommel = { name: 'Rommel Tagle', card: 'Rommel T.', email: uniqueEmail('interview-rommel') };
const made = { shortlistId: '', perlaApplicationId: '', firstSlotUtc: new Date(0) };
/** How the pages write 12:40 in Dubai (4:40 PM in Manila): 12, not en-GB's 0. */
const dubaiNoonHour = '4:40 PM Manila time (12:40 PM Dubai time)';

/** The Dubai wall-clock time `time` ('12:40') on the Dubai day `hoursAhead` from now. */
const dubaiDayAt = (hoursAhead: number, time: string) =>
  `${utcToZoned(new Date(Date.now() + hoursAhead * 3_600_000), 'Asia/Dubai').slice(0, 10)}T${time}`;

test('the employer proposes three times to two candidates of its sent shortlist', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const staff = await staffApi(request);
  const client = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', {
    name: `Palm Interviews ${stamp}`,
  });
  await staff.send('POST', `/admin/clients/${client.data._id}/invites`, { email: contactEmail });
  const link = await linkFromMail(contactEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`);
  const signUp = await request.post(`${e2eUpstreamUrl}/api/employer/invites/${link.split('/').pop()}/sign-up`, {
    data: { name: 'Layla Haddad', phone: '0501112233', password, consent: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const video = recorderLikeVideo(8);
  const applications = [];
  for (const person of [perla, rommel]) {
    const headers = await verifiedAccount(request, 'User', person.email, person.name);
    applications.push(await applyThroughApi(request, headers, person.email, video, { name: person.name }));
  }
  const shortlist = await staff.send<{ data: { _id: string } }>('POST', '/admin/shortlists', {
    clientId: client.data._id,
    title: `Pool bar, interviews ${stamp}`,
  });
  made.shortlistId = shortlist.data._id;
  made.perlaApplicationId = applications[0]!;
  for (const applicationId of applications) {
    await staff.send('POST', `/admin/shortlists/${made.shortlistId}/candidates`, { applicationId, note: 'Great fit.' });
  }
  await staff.send('POST', `/admin/shortlists/${made.shortlistId}/send`);

  const context = await signedIn(browser, contactEmail);
  const page = await context.newPage();
  await page.goto('/employer');
  await page.getByRole('link', { name: /^Interviews/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interviews', exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Pool bar, interviews ${stamp}` }).click();
  await expect(page.getByRole('heading', { name: /^Propose interview times: Pool bar/ })).toBeVisible();
  await page.getByRole('checkbox', { name: perla.card }).check();
  await page.getByRole('checkbox', { name: rommel.card }).check();
  // The first time starts in about two minutes, so that the journey can record its outcome.
  made.firstSlotUtc = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
  // The others in the 12 o'clock hours: Manila's (20:20 Dubai is 12:20 AM there) and Dubai's (12:40 PM).
  const starts = [utcToZoned(made.firstSlotUtc, 'Asia/Dubai'), dubaiDayAt(26, '20:20'), dubaiDayAt(50, '12:40')];
  for (const [i, start] of starts.entries()) {
    const row = page.getByRole('group', { name: `Time ${i + 1}` });
    await row.getByLabel('Date and time').fill(start);
    // The third time's link is forgotten at first.
    if (i < 2) await row.getByLabel('Video call link').fill('https://meet.example.com/pool-bar');
    await row.getByLabel('Guidance for the candidate').fill('Smart casual; have your passport at hand.');
  }
  await page.getByRole('button', { name: 'Send the times' }).click();
  // Refused: the form comes back as typed, with the reason, and nothing was proposed.
  await expect(page.getByText(/^Time 3: /)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: perla.card })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: rommel.card })).toBeChecked();
  const first = page.getByRole('group', { name: 'Time 1' });
  await expect(first.getByLabel('Date and time')).toHaveValue(starts[0]!);
  await expect(first.getByLabel('Video call link')).toHaveValue('https://meet.example.com/pool-bar');
  await expect(page.getByTestId('interview-request')).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Time 3' })
    .getByLabel('Video call link')
    .fill('https://meet.example.com/pool-bar');
  await page.getByRole('button', { name: 'Send the times' }).click();
  await expect(page.getByRole('status')).toHaveText('Your times are sent: the candidates will choose one.');
  await expect(page.getByTestId('interview-request').first()).toContainText('(free)');
  await expect(page.getByTestId('interview-request').first()).toContainText(dubaiNoonHour);
  await context.close();
  const invited = await mailsTo(perla.email);
  expect(invited.some((raw) => /Interview invitation/.test(raw))).toBe(true);
});

test('a candidate on a 3G phone without JavaScript books one time with one tap', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await signedIn(browser, perla.email, { ...phoneContextOptions, javaScriptEnabled: false });
  const page = await context.newPage();
  await emulatePhone(context, page, '3g', { cpu: false });
  await page.goto('/my-applications');
  const invitation = page.getByTestId('interview-invitation');
  const times = invitation.getByRole('button', { name: /Manila time \(.*Dubai time\)/ });
  await expect(times).toHaveCount(3);
  await times.first().click();
  await expect(page.getByRole('status')).toContainText('Your interview is booked:');
  await expect(invitation.getByTestId('interview-booked')).toContainText('Manila time');
  const calendar = await context.request.get(
    (await invitation.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) as string,
  );
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect(await calendar.text()).toContain('METHOD:REQUEST');
  await context.close();
  await saveInterviewJourney({
    contactEmail,
    perla,
    perlaApplicationId: made.perlaApplicationId,
    firstSlotUtc: made.firstSlotUtc.toISOString(),
  });
});

test('the other candidate (with JavaScript) sees only the two remaining times, in the 12 o’clock hours as 12; the mails carry invites', async ({
  browser,
}) => {
  const context = await signedIn(browser, rommel.email, phoneContextOptions);
  const page = await context.newPage();
  await page.goto('/my-applications');
  const times = page.getByTestId('interview-invitation').getByRole('button', { name: /Manila time/ });
  await expect(times).toHaveCount(2);
  await expect(times.filter({ hasText: /12:20 AM Manila time \(.+, 8:20 PM Dubai time\)/ })).toHaveCount(1);
  await expect(times.filter({ hasText: dubaiNoonHour })).toHaveCount(1);
  await context.close();
  for (const to of [perla.email, contactEmail]) {
    await expect
      .poll(async () =>
        (await mailsTo(to)).some((raw) => /Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i.test(raw)),
      )
      .toBe(true);
  }
  const contactMail = (await mailsTo(contactEmail)).find((raw) => /METHOD:REQUEST/.test(raw))!;
  expect(contactMail).not.toContain(perla.email.split('@')[0]);
});
