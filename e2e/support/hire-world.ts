import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { checkInTexts } from '../../lib/contracts/welfare/check-in-texts';
import { e2eBaseUrl } from '../../playwright.config';
import { utcToZoned } from '../../lib/contracts/interviews/time';
import { incidentReportDue } from '../../lib/shared/deadlines';
import { addDays } from '../../lib/shared/uae-time';
import { jobOrderFields } from '../../upstream/test/helpers/job-order';
import { password } from './accounts';
import { lookupId, verifiedAccount } from './api-accounts';
import { applyThroughApi } from './apply-through-api';
import { linkFromMail } from './outbox';
import { recorderLikeVideo } from './sample-video.mjs';
import { e2eUpstreamUrl, staffApi, staffBearer } from './staff-api';

/**
 * What the deployment and welfare journeys start from, made through the APIs (their own journeys cover
 * those screens): a client whose contact signed up in the portal, its job order, and a worker who
 * accepted its offer.
 */
export async function hireWorld(
  request: APIRequestContext,
  made: {
    company: string;
    contactEmail: string;
    jobTitle: string;
    jobOrderNumber: string;
    worker: { name: string; email: string };
  },
) {
  const staff = await staffApi(request);
  const client = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', { name: made.company });
  await staff.send('POST', `/admin/clients/${client.data._id}/invites`, { email: made.contactEmail });
  const invite = await linkFromMail(made.contactEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`);
  const signUp = await request.post(`${e2eUpstreamUrl}/api/employer/invites/${invite.split('/').pop()}/sign-up`, {
    data: { name: 'Hessa Al Marri', phone: '0501112233', password, consent: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const job = await openJobOrder(request, staff, { ...made, clientId: client.data._id });
  const { name, email } = made.worker;
  const headers = await verifiedAccount(request, 'User', email, name);
  const applicationId = await applyThroughApi(request, headers, email, recorderLikeVideo(8), { jobId: job._id, name });
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
    data: { fullName: name },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { staff, bearer, clientId: client.data._id, jobId: job._id, headers, applicationId };
}

/** A published job order of the client `clientId`, made by staff through the API. */
export async function openJobOrder(
  request: APIRequestContext,
  staff: Awaited<ReturnType<typeof staffApi>>,
  made: { company: string; jobTitle: string; jobOrderNumber: string; clientId: string },
) {
  const { data: job } = await staff.send<{ data: { _id: string } }>('POST', '/admin/job-openings', {
    ...jobOrderFields(),
    jobOrderNumber: made.jobOrderNumber,
    title: made.jobTitle,
    companyName: made.company,
    principalName: made.company,
    clientId: made.clientId,
    position: await lookupId(request, 'position'),
    locations: [await lookupId(request, 'preffered-location', 'Dubai')],
    salaryBudget: await lookupId(request, 'salary-budget'),
  });
  return job;
}

/** An incident opened today is due 5 Philippine working days later (Manila), skipping the stored holidays. */
export async function incidentDueToday(request: APIRequestContext, bearer: { authorization: string }) {
  const manilaToday = utcToZoned(new Date(), 'Asia/Manila').slice(0, 10);
  const holidays = new Set<string>();
  for (const year of new Set([manilaToday.slice(0, 4), addDays(manilaToday, 31).slice(0, 4)])) {
    const listed = await request.get(`${e2eUpstreamUrl}/api/admin/holidays?year=${year}`, { headers: bearer });
    for (const h of (await listed.json()).data as { date: string }[]) holidays.add(h.date);
  }
  return incidentReportDue(manilaToday, holidays);
}

/** The quarterly welfare CSV's row of `workerName` for the quarter holding `dueOn`, as staff export it. */
export async function welfareCsvRow(
  request: APIRequestContext,
  bearer: { authorization: string },
  dueOn: string,
  workerName: string,
) {
  const quarter = `${dueOn.slice(0, 4)}-Q${Math.floor((Number(dueOn.slice(5, 7)) - 1) / 3) + 1}`;
  const csv = await request.get(
    `${e2eUpstreamUrl}/api/admin/welfare/report.csv?quarter=${quarter}&reason=${encodeURIComponent('Quarterly report to the DMW')}`,
    { headers: bearer },
  );
  expect(csv.ok()).toBe(true);
  return (await csv.text()).split('\r\n').find((line) => line.startsWith(`${workerName},`));
}

/** As the back office writes dates: "14 Dec 2026". */
export const asOnStaffPage = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' }).format(new Date(date));

/** The check-in mail's link once the every-minute welfare task has enrolled the departed worker and mailed it. */
export async function checkInLink(workerEmail: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => (link = await linkFromMail(workerEmail, /How is your work/, '/check-in/').catch(() => undefined)),
      {
        timeout: 150_000,
      },
    )
    .toBeTruthy();
  return link!;
}

/** Answers the check-in "I need help" with `note` on a 360 px phone without script; opened again, it says so. */
export async function answerNeedHelp(browser: Browser, link: string, note: string) {
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false });
  const checkIn = await phone.newPage();
  await checkIn.goto(link);
  await expect(checkIn.getByRole('heading', { name: checkInTexts.question })).toBeVisible();
  await checkIn.getByLabel(checkInTexts.noteLabel).fill(note);
  await checkIn.getByRole('button', { name: checkInTexts.help }).click();
  await expect(checkIn.getByRole('status')).toHaveText(checkInTexts.thanksHelp);
  await checkIn.goto(link);
  await expect(checkIn.getByText(checkInTexts.alreadyAnswered)).toBeVisible();
  await phone.close();
}
