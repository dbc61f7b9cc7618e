import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { stepForm } from '../lib/contracts/deployments/step-form';
import { formatWallClock } from '../lib/contracts/deployments/time';
import { deploymentSteps } from '../lib/contracts/deployments/steps';
import { addMonths, welfareReportDue } from '../lib/shared/deadlines';
import { addDays, uaeToday } from '../lib/shared/uae-time';
import { password, uniqueEmail } from './support/accounts';
import { resumePdf } from './support/files';
import {
  answerNeedHelp,
  asOnStaffPage,
  checkInLink,
  hireWorld,
  incidentDueToday,
  welfareCsvRow,
} from './support/hire-world';
import { signedIn } from './support/interview-journey';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl } from './support/staff-api';

const stamp = Date.now();
const worker = { name: 'Jocelyn Magbanua', card: 'Jocelyn M.', email: uniqueEmail('journey-jocelyn') };
const contactEmail = uniqueEmail('journey-contact');
const jobTitle = `Room Attendant ${stamp}`;
const { medical, pdos, ofwPass, entryPermit, flight, departure, arrivalByWorker, pickUp } = deploymentSteps;

test('issue 43 end to end: from the accepted offer through the steps of candidate, staff and employer to the arrival, then a check-in answered "I need help" opens an incident on the dashboard and the quarterly CSV lists the worker', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The flight left 3 months less a week ago, so the first report is due in 7 days and its check-in goes
  // today: the servers' clock cannot move under a running site, so the dates move instead.
  const departed = addMonths(addDays(uaeToday(new Date()), 7), -3);
  const dueOn = welfareReportDue(departed, 0);
  const { staff, bearer, headers, applicationId } = await hireWorld(request, {
    company: `Sandstone Bay Hotels ${stamp}`,
    contactEmail,
    jobTitle,
    jobOrderNumber: `DMW-JO-2026-J${String(stamp).slice(-5)}`,
    worker,
  });
  await staff.setDepartureDate(applicationId, departed);

  // The candidate, on a 360 px phone with script turned off, sends the medical step's form on My Applications.
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, javaScriptEnabled: false });
  const login = await phone.request.post('/api/auth/login', {
    data: { email: worker.email, password },
    headers: { origin: e2eBaseUrl },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const mine = await phone.newPage();
  await mine.goto('/my-applications');
  await expect(mine.getByText(`Next: ${medical.label} by`)).toBeInViewport();
  const exam = mine.getByRole('form', { name: medical.label });
  await exam.getByLabel('Clinic').fill('St. Luke’s Medical Center');
  await exam.getByLabel('Examination date').fill(addDays(departed, -30));
  await exam.getByLabel('Result').selectOption('Fit');
  await exam.getByLabel('Medical certificate (PDF or photo, 10 MB at most)').setInputFiles(resumePdf);
  await exam.getByRole('button', { name: 'Send' }).click();
  await expect(mine.getByText(stepForm.done(medical.label))).toBeVisible();

  // Staff verify the certificate on the deployment's page.
  await staffSignIn(page);
  await page.goto(`/admin/deployments/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Deployment: ${jobTitle}` })).toBeVisible();
  const verified = page.getByRole('listitem', { name: medical.label });
  await verified.getByRole('button', { name: 'Verify' }).click();
  await expect(verified.getByText('Done, verified', { exact: true })).toBeVisible();

  // The employer's contact, in the portal: the entry permit, then the ticket with its times in their zones.
  const contact = await signedIn(browser, contactEmail);
  const portal = await contact.newPage();
  await portal.goto(`/employer/hires/${applicationId}`);
  await expect(portal.getByRole('heading', { level: 1, name: worker.card })).toBeVisible();
  const permit = portal.getByRole('form', { name: entryPermit.label });
  await permit.getByLabel('Entry permit number').fill('201/2027/7654321');
  await permit.getByLabel('Entry permit (PDF or photo, 10 MB at most)').setInputFiles(resumePdf);
  await permit.getByRole('button', { name: 'Save' }).click();
  await expect(portal.getByText(stepForm.done(entryPermit.label))).toBeVisible();
  const ticket = portal.getByRole('form', { name: flight.label });
  await ticket.getByLabel('Flight number').fill('EK 335');
  await ticket.getByLabel('Departure (Manila time)').fill(`${departed}T21:15`);
  const lands = `${addDays(departed, 1)}T01:55`;
  await ticket.getByLabel('Arrival (Dubai time)').fill(lands);
  await ticket.getByLabel('Ticket (PDF or photo, 10 MB at most)').setInputFiles(resumePdf);
  await ticket.getByRole('button', { name: 'Save' }).click();
  await expect(portal.getByText(stepForm.done(flight.label))).toBeVisible();
  await expect(portal.getByText('Flight number: EK 335')).toBeVisible();
  await expect(portal.getByText(`Expected arrival: ${formatWallClock(lands, 'Asia/Dubai')}`)).toBeVisible();

  // Staff record the departure on the deployment's page.
  await page.reload();
  const left = page.getByRole('listitem', { name: departure.label });
  const done = left.getByRole('form', { name: `Complete ${departure.label}` });
  await done.getByLabel('Departed').check();
  await done.getByRole('button', { name: 'Mark done' }).click();
  await expect(left.getByText('Done', { exact: true })).toBeVisible();

  // The candidate's orientation and OFW Pass (their forms are staff-deployment-steps' journey) through the API,
  // so the arrival is next on the phone: the worker confirms it there, and the employer the pick-up.
  const ofw = await request.post(`${e2eUpstreamUrl}/api/deployment-steps/complete`, {
    headers,
    data: { applicationId, step: 'ofwPass', evidence: { 'ofw-pass-number': '2027-0123456' } },
  });
  expect(ofw.ok(), await ofw.text()).toBe(true);
  const orientation = await request.post(`${e2eUpstreamUrl}/api/deployment-steps/upload`, {
    headers,
    multipart: { applicationId, step: 'pdos', 'attended-on': addDays(departed, -7), file: resumePdf },
  });
  expect(orientation.ok(), await orientation.text()).toBe(true);
  await mine.reload();
  await expect(mine.getByText(`Next: ${arrivalByWorker.label}`)).toBeVisible();
  const landed = mine.getByRole('form', { name: arrivalByWorker.label });
  await landed.getByLabel('I have arrived').check();
  await landed.getByRole('button', { name: 'Send' }).click();
  await expect(mine.getByText(stepForm.done(arrivalByWorker.label))).toBeVisible();
  for (const step of [medical, pdos, ofwPass, arrivalByWorker]) {
    await expect(mine.getByRole('listitem').filter({ hasText: `✓ ${step.label}` })).toBeVisible();
  }
  await phone.close();
  await portal.reload();
  const pickedUp = portal.getByRole('form', { name: pickUp.label });
  await pickedUp.getByLabel('Picked up').check();
  await pickedUp.getByRole('button', { name: 'Save' }).click();
  await expect(portal.getByText(`${pickUp.label}: Done`)).toBeVisible();
  await contact.close();

  // The every-minute welfare task mails the check-in; its link, answered on a phone without script.
  await answerNeedHelp(browser, await checkInLink(worker.email), 'My employer kept my passport.');

  // The incident, due 5 Philippine working days from today, on the staff dashboard.
  const incidentDue = await incidentDueToday(request, bearer);
  await page.goto('/admin');
  await expect(
    page
      .getByRole('region', { name: 'Open incidents' })
      .getByRole('listitem')
      .filter({ hasText: `Other: ${worker.name}` }),
  ).toContainText(`due ${asOnStaffPage(incidentDue)}`);

  const row = await welfareCsvRow(request, bearer, dueOn, worker.name);
  expect(row).toContain(`,${departed},`);
  expect(row).toContain('Check-in: I need help');
});
