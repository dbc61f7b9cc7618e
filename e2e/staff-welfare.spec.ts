import { expect, test } from '@playwright/test';
import { checkInTexts, employerIncidentForm } from '../lib/contracts/welfare/check-in-texts';
import { addMonths, welfareReportDue } from '../lib/shared/deadlines';
import { addDays, uaeToday } from '../lib/shared/uae-time';
import { uniqueEmail } from './support/accounts';
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

const stamp = Date.now();
const worker = { name: 'Marites Villanueva', email: uniqueEmail('welfare-marites') };
const company = `Palm Crescent Hotels ${stamp}`;
const contactEmail = uniqueEmail('welfare-contact');

test('a departed worker’s check-in link, answered "I need help" on a phone without script, opens an incident on the staff dashboard beside the employer’s report; the quarterly CSV lists the worker', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // A client with a contact in the portal, its job order, and a worker who accepted its offer.
  const { staff, bearer, applicationId } = await hireWorld(request, {
    company,
    contactEmail,
    jobTitle: `Housekeeping Attendant ${stamp}`,
    jobOrderNumber: `DMW-JO-2026-${String(stamp).slice(-5)}`,
    worker,
  });

  // Departed 3 months less a week ago: the first report is due in 7 days, so its check-in goes today.
  const today = uaeToday(new Date());
  const departed = addMonths(addDays(today, 7), -3);
  const dueOn = welfareReportDue(departed, 0);
  await staff.setDepartureDate(applicationId, departed);
  await staff.send('POST', `/admin/applications/${applicationId}/deployment/steps/departure/complete`, {
    evidence: { departed: 'yes' },
  });

  // The every-minute welfare task enrols the worker and mails the check-in; answered on a phone without script.
  await answerNeedHelp(browser, await checkInLink(worker.email), 'My employer kept my passport.');

  // Due 5 Philippine working days after today (Manila), skipping the stored holidays.
  const incidentDue = await incidentDueToday(request, bearer);

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
      `due ${asOnStaffPage(incidentDue)}`,
    );
  }

  // From the worker's application, the back office leads to the deployment's steps and the welfare page.
  await page.goto(`/admin/applications/${applicationId}`);
  const pages = page.getByRole('navigation', { name: 'This application’s pages' });
  await expect(pages.getByRole('link', { name: 'Deployment steps' })).toHaveAttribute(
    'href',
    `/admin/deployments/${applicationId}`,
  );
  await pages.getByRole('link', { name: 'Welfare: reports and incidents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Worker’s welfare' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/welfare/${applicationId}$`));

  const row = await welfareCsvRow(request, bearer, dueOn, worker.name);
  expect(row).toContain(`,${departed},`);
  expect(row).toContain('Check-in: I need help');
});

test('a check-in link that is not one of ours answers 404 with the check-in page’s words', async ({ page }) => {
  const response = await page.goto(`/check-in/${'A'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  // Next's route announcer is an (empty) alert too, once the page has hydrated: the page's own is named.
  await expect(page.getByRole('alert').filter({ hasText: checkInTexts.missing })).toHaveText(checkInTexts.missing);
  expect((await page.goto('/check-in/not-a-token'))?.status()).toBe(404);
});
