import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { checkInTexts, employerIncidentForm } from '../lib/contracts/welfare/check-in-texts';
import { addMonths, incidentReportDue, welfareReportDue } from '../lib/shared/deadlines';
import { addDays, uaeToday } from '../lib/shared/uae-time';
import { utcToZoned } from '../lib/contracts/interviews/time';
import { jobOrderFields } from '../upstream/test/helpers/job-order';
import { password, uniqueEmail } from './support/accounts';
import { lookupId, verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { signedIn } from './support/interview-journey';
import { linkFromMail } from './support/outbox';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl, staffApi, staffBearer } from './support/staff-api';

const stamp = Date.now();
const worker = { name: 'Marites Villanueva', email: uniqueEmail('welfare-marites') };
const company = `Palm Crescent Hotels ${stamp}`;
const contactEmail = uniqueEmail('welfare-contact');
/** As the back office writes dates: "14 Dec 2026". */
const asOnPage = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(new Date(date));

test('a departed worker’s check-in link, answered "I need help" on a phone without script, opens an incident on the staff dashboard beside the employer’s report; the quarterly CSV lists the worker', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const staff = await staffApi(request);
  // A client with a contact in the portal, its job order, and a worker who accepted its offer.
  const client = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', { name: company });
  await staff.send('POST', `/admin/clients/${client.data._id}/invites`, { email: contactEmail });
  const invite = await linkFromMail(contactEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`);
  const signUp = await request.post(`${e2eUpstreamUrl}/api/employer/invites/${invite.split('/').pop()}/sign-up`, {
    data: { name: 'Hessa Al Marri', phone: '0501112233', password, consent: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { data: job } = await staff.send<{ data: { _id: string } }>('POST', '/admin/job-openings', {
    ...jobOrderFields(),
    jobOrderNumber: `DMW-JO-2026-${String(stamp).slice(-5)}`,
    title: `Housekeeping Attendant ${stamp}`,
    companyName: company,
    principalName: company,
    clientId: client.data._id,
    position: await lookupId(request, 'position'),
    locations: [await lookupId(request, 'preffered-location', 'Dubai')],
    salaryBudget: await lookupId(request, 'salary-budget'),
  });
  const headers = await verifiedAccount(request, 'User', worker.email, worker.name);
  const applicationId = await applyThroughApi(request, headers, worker.email, recorderLikeVideo(8), {
    jobId: job._id,
    name: worker.name,
  });
  await staff.setStage(applicationId, 'Interview');
  const bearer = await staffBearer(request);
  const panel = await request.get(`${e2eUpstreamUrl}/api/admin/applications/${applicationId}/offer`, {
    headers: bearer,
  });
  await staff.send('PUT', `/admin/applications/${applicationId}/offer`, {
    terms: (await panel.json()).data.startingTerms,
    reasons: {},
  });
  await staff.send('POST', `/admin/applications/${applicationId}/offer/send`);
  const mine = await (await request.get(`${e2eUpstreamUrl}/api/my-offers`, { headers })).json();
  const accepted = await request.post(`${e2eUpstreamUrl}/api/my-offers/${mine.data[0]._id}/accept`, {
    headers,
    data: { fullName: worker.name },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // Departed 3 months less a week ago: the first report is due in 7 days, so its check-in goes today.
  const today = uaeToday(new Date());
  const departed = addMonths(addDays(today, 7), -3);
  const dueOn = welfareReportDue(departed, 0);
  await staff.setDepartureDate(applicationId, departed);
  await staff.send('POST', `/admin/applications/${applicationId}/deployment/steps/departure/complete`, {
    evidence: { departed: 'yes' },
  });

  // The every-minute welfare task enrols the worker and mails the check-in.
  let link: string | undefined;
  await expect
    .poll(
      async () => (link = await linkFromMail(worker.email, /How is your work/, '/check-in/').catch(() => undefined)),
      {
        timeout: 150_000,
      },
    )
    .toBeTruthy();

  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false });
  const checkIn = await phone.newPage();
  await checkIn.goto(link!);
  await expect(checkIn.getByRole('heading', { name: checkInTexts.question })).toBeVisible();
  await checkIn.getByLabel(checkInTexts.noteLabel).fill('My employer kept my passport.');
  await checkIn.getByRole('button', { name: checkInTexts.help }).click();
  await expect(checkIn.getByRole('status')).toHaveText(checkInTexts.thanksHelp);
  // Used once: opened again, the link says so.
  await checkIn.goto(link!);
  await expect(checkIn.getByText(checkInTexts.alreadyAnswered)).toBeVisible();
  await phone.close();

  // Due 5 Philippine working days after today (Manila), skipping the stored holidays.
  const manilaToday = utcToZoned(new Date(), 'Asia/Manila').slice(0, 10);
  const holidays = new Set<string>();
  for (const year of new Set([manilaToday.slice(0, 4), addDays(manilaToday, 31).slice(0, 4)])) {
    const listed = await request.get(`${e2eUpstreamUrl}/api/admin/holidays?year=${year}`, { headers: bearer });
    for (const h of (await listed.json()).data as { date: string }[]) holidays.add(h.date);
  }
  const incidentDue = incidentReportDue(manilaToday, holidays);

  // The employer reports an injury from the hire's page in the portal.
  const contact = await signedIn(browser, contactEmail);
  const portal = await contact.newPage();
  await portal.goto(`/employer/hires/${applicationId}`);
  const report = portal.getByRole('form', { name: 'Report an incident' });
  await report.getByLabel('What happened').selectOption('injury');
  await report.getByLabel('Describe it').fill('Burned her hand in the laundry; treated at the clinic.');
  await report.getByRole('button', { name: 'Send the report' }).click();
  await expect(portal.getByText(employerIncidentForm.opened(incidentDue))).toBeVisible();
  await contact.close();

  await staffSignIn(page);
  const incidents = page.getByRole('region', { name: 'Open incidents' });
  for (const kind of ['Other', 'Injury']) {
    await expect(incidents.getByRole('listitem').filter({ hasText: `${kind}: ${worker.name}` })).toContainText(
      `due ${asOnPage(incidentDue)}`,
    );
  }

  const quarter = `${dueOn.slice(0, 4)}-Q${Math.floor((Number(dueOn.slice(5, 7)) - 1) / 3) + 1}`;
  const csv = await request.get(
    `${e2eUpstreamUrl}/api/admin/welfare/report.csv?quarter=${quarter}&reason=${encodeURIComponent('Quarterly report to the DMW')}`,
    { headers: bearer },
  );
  expect(csv.ok()).toBe(true);
  const row = (await csv.text()).split('\r\n').find((line) => line.startsWith(`${worker.name},`));
  expect(row).toContain(`,${departed},`);
  expect(row).toContain('Check-in: I need help');
});
