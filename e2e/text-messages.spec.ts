import { expect, test } from '@playwright/test';
import { utcToZoned } from '../lib/contracts/interviews/time';
import { optInWording } from '../lib/contracts/text-messages/texts';
import { e2eKannel } from '../playwright.config';
import { startKannel, type KannelWorld } from '../upstream/test/helpers/kannel';
import { uniqueEmail } from './support/accounts';
import { verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { openJobOrder } from './support/hire-world';
import { mailsTo, signedIn } from './support/interview-journey';
import { phoneContextOptions } from './support/browser-profile.mjs';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { e2eUpstreamUrl, staffApi } from './support/staff-api';

// Issue 44's journey, through Kannel and its fake SMS centre (fakesmsc stands for the phone): a
// candidate opts in to SMS on their profile, books an interview and gets the SMS; replies STOP from
// the phone; the reminder an hour before the interview then comes by email only.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const candidate = { name: 'Marites Dumalagan', email: uniqueEmail('sms-journey') };
/** The candidate's own number (opt-ins and STOP go by number): a Philippine mobile as typed at sign-up. */
const localNumber = `0917${String(stamp).slice(-7)}`;
const e164 = `+63${localNumber.slice(1)}`;
const made = { applicationId: '', jobId: '' };
let kannel: KannelWorld;

test.beforeAll(async () => {
  // The upstream was started knowing smsbox's address and this secret (playwright.config.ts).
  const inbound = `${e2eUpstreamUrl}/api/text-messages/kannel/${e2eKannel.callbackSecret}/inbound?from=%p&text=%a`;
  kannel = await startKannel(inbound, e2eKannel.ports);
});
test.afterAll(async () => kannel?.stop());

/** What fakesmsc got for the candidate's number (what their phone received), oldest first. */
const textsToPhone = () => kannel.received.filter((sms) => sms.to.replace(/^\+/, '') === e164.slice(1));

test('a candidate ticks SMS on their profile, and is invited to an interview', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const staff = await staffApi(request);
  const client = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', {
    name: `Harbour Texts ${stamp}`,
  });
  const job = await openJobOrder(request, staff, {
    company: `Harbour Texts ${stamp}`,
    jobTitle: `Room attendant (texts ${stamp})`,
    jobOrderNumber: `DMW-JO-2026-S${String(stamp).slice(-5)}`,
    clientId: client.data._id,
  });
  made.jobId = job._id;
  const headers = await verifiedAccount(request, 'User', candidate.email, candidate.name, localNumber);
  made.applicationId = await applyThroughApi(request, headers, candidate.email, recorderLikeVideo(8), {
    jobId: job._id,
    name: candidate.name,
  });

  const context = await signedIn(browser, candidate.email, phoneContextOptions);
  const page = await context.newPage();
  await page.goto('/update-profile');
  const smsBox = page.getByRole('checkbox', { name: optInWording.sms });
  // Unticked until the candidate ticks it.
  await expect(smsBox).not.toBeChecked();
  await smsBox.check();
  await expect(page.getByText('Your message settings have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: optInWording.sms })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: optInWording.whatsapp })).not.toBeChecked();
  await context.close();
});

test('the booking comes by SMS; after STOP from the phone, the 1 h reminder comes by email only', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // The time starts two to three minutes past an hour from now (booked within a day, it gets no 24 h
  // reminder: the booking says it all). The scheduler ticks each minute: the 1 h reminder falls due two
  // or three ticks later, after the STOP; so the journey waits minutes, not an hour.
  const startsAt = new Date(Math.ceil((Date.now() + 62 * 60_000) / 60_000) * 60_000);
  const staff = await staffApi(request);
  await staff.send('POST', '/admin/interviews', {
    zone: 'Asia/Manila',
    jobOpeningId: made.jobId,
    applicationIds: [made.applicationId],
    slots: [{ start: utcToZoned(startsAt, 'Asia/Manila'), minutes: 30, kind: 'Phone' }],
  });

  const context = await signedIn(browser, candidate.email, phoneContextOptions);
  const page = await context.newPage();
  await page.goto('/my-applications');
  const invitation = page.getByTestId('interview-invitation');
  await invitation.getByRole('button', { name: /Manila time \(.*Dubai time\)/ }).click();
  await expect(page.getByRole('status')).toContainText('Your interview is booked:');
  await context.close();

  // The booking, by SMS from the agency's sender id, with a plain link to My Applications.
  const booked = await kannel.receivedWhere(
    (sms) => textsToPhone().includes(sms) && /interview is booked for/.test(sms.text),
    30_000,
  );
  expect(booked.from).toBe(e2eKannel.senderId);
  expect(booked.text).toMatch(/^Bayanihan Gulf Careers: your .+ interview is booked for \w{3} \d+ \w{3} .+ Manila\./);
  expect(booked.text).toContain('/my-applications');
  // An opted-in candidate's booking goes by SMS instead of the mail.
  expect((await mailsTo(candidate.email)).filter((raw) => /Subject: Interview booked/i.test(raw))).toEqual([]);

  // STOP from the phone, through fakesmsc and Kannel's sms-service: answered at once by SMS.
  await kannel.inject(e164, e2eKannel.senderId, 'STOP');
  await kannel.receivedWhere((sms) => textsToPhone().includes(sms) && /no more SMS/.test(sms.text), 30_000);
  const textsAtStop = textsToPhone().length;
  expect(Date.now(), 'the 1 h reminder fell due before the STOP: the machine was too slow').toBeLessThan(
    startsAt.getTime() - 60 * 60_000,
  );

  // The 1 h reminder: by email, and no SMS after the STOP's answer.
  await expect
    .poll(async () => (await mailsTo(candidate.email)).some((raw) => /Reminder: interview in one hour/.test(raw)), {
      timeout: 240_000,
      intervals: [2_000],
    })
    .toBe(true);
  expect(textsToPhone().slice(textsAtStop)).toEqual([]);
});
