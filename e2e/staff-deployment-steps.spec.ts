import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { stepForm } from '../lib/contracts/deployments/step-form';
import { deploymentSteps } from '../lib/contracts/deployments/steps';
import { stepDue } from '../lib/shared/deadlines';
import { jobOrderFields } from '../upstream/test/helpers/job-order';
import { password, uniqueEmail } from './support/accounts';
import { lookupId, verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { isoDaysFromNow, resumePdf } from './support/files';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { e2eUpstreamUrl, staffApi, staffBearer } from './support/staff-api';

const stamp = Date.now();
const candidate = { name: 'Rowena Bautista', email: uniqueEmail('deploy-rowena') };
/** As My Applications writes dates: "14 Jan 2027". */
const asOnPage = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Manila' }).format(
    new Date(date),
  );

test('after accepting an offer, the candidate on a phone without script sees the next step first and completes it with the certificate', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffApi(request);
  const { data: job } = await staff.send<{ data: { _id: string } }>('POST', '/admin/job-openings', {
    ...jobOrderFields(),
    jobOrderNumber: `DMW-JO-2026-${String(stamp).slice(-5)}`,
    title: `Pool Attendant ${stamp}`,
    companyName: 'Gulf Pearl Hotels',
    principalName: 'Gulf Pearl Hotels',
    position: await lookupId(request, 'position'),
    locations: [await lookupId(request, 'preffered-location', 'Dubai')],
    salaryBudget: await lookupId(request, 'salary-budget'),
  });
  const headers = await verifiedAccount(request, 'User', candidate.email, candidate.name);
  const applicationId = await applyThroughApi(request, headers, candidate.email, recorderLikeVideo(8), {
    jobId: job._id,
    name: candidate.name,
  });
  await staff.setStage(applicationId, 'Interview');
  const panel = await request.get(`${e2eUpstreamUrl}/api/admin/applications/${applicationId}/offer`, {
    headers: await staffBearer(request),
  });
  const terms = (await panel.json()).data.startingTerms;
  await staff.send('PUT', `/admin/applications/${applicationId}/offer`, { terms, reasons: {} });
  await staff.send('POST', `/admin/applications/${applicationId}/offer/send`);
  const mine = await (await request.get(`${e2eUpstreamUrl}/api/my-offers`, { headers })).json();
  const accepted = await request.post(`${e2eUpstreamUrl}/api/my-offers/${mine.data[0]._id}/accept`, {
    headers,
    data: { fullName: candidate.name },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const departure = isoDaysFromNow(60);
  await staff.setDepartureDate(applicationId, departure);

  // A 360 px phone with script turned off, signed in through the website's own login.
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false });
  const login = await phone.request.post('/api/auth/login', {
    data: { email: candidate.email, password },
    headers: { origin: e2eBaseUrl },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const page = await phone.newPage();
  await page.goto('/my-applications');
  const medical = deploymentSteps.medical;
  const next = page.getByText(
    `Next: ${medical.label} by ${asOnPage(stepDue(departure, medical.dueDaysFromDeparture))}. ${medical.instructions}`,
  );
  await expect(next).toBeInViewport();

  const form = page.getByRole('form', { name: medical.label });
  await form.getByLabel('Clinic').fill('St. Luke’s Medical Center');
  await form.getByLabel('Examination date').fill(isoDaysFromNow(-1));
  await form.getByLabel('Result').selectOption('Fit');
  await form.getByLabel('Medical certificate (PDF or photo, 10 MB at most)').setInputFiles(resumePdf);
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText(stepForm.done(medical.label))).toBeVisible();
  await expect(page.getByText(`Next: ${deploymentSteps.pdos.label}`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `✓ ${medical.label}` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${deploymentSteps.entryPermit.label} by` })).toContainText(
    'Your employer',
  );
  await phone.close();
});
