import { expect, test } from '@playwright/test';
import { deploymentSteps } from '../lib/contracts/deployments/steps';
import { stepForm } from '../lib/contracts/deployments/step-form';
import { uniqueEmail } from './support/accounts';
import { isoDaysFromNow, resumePdf } from './support/files';
import { hireWorld } from './support/hire-world';
import { signedIn } from './support/interview-journey';
import { staffSignIn } from './support/staff';

const stamp = Date.now();
const company = `Desert Rose Resorts ${stamp}`;
const contactEmail = uniqueEmail('board-contact');
const worker = { name: 'Marites Dumalagan', card: 'Marites D.', email: uniqueEmail('board-marites') };
const blockReason = 'The clinic is closed for the holidays until 3 January';

test('staff find a deployment on the board by its client, block a step with a reason, the employer uploads the entry permit and confirms the pick-up, and staff verify it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A client with a contact, a job order of theirs, and a worker who accepted its offer.
  const { staff, clientId, applicationId } = await hireWorld(request, {
    company,
    contactEmail,
    jobTitle: `Spa Therapist ${stamp}`,
    jobOrderNumber: `DMW-JO-2026-B${String(stamp).slice(-5)}`,
    worker,
  });
  await staff.setDepartureDate(applicationId, isoDaysFromNow(60));

  // Staff open the board from the menu and keep only this client's deployments.
  await staffSignIn(page);
  await page.getByRole('link', { name: 'Deployments', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deployments' })).toBeVisible();
  await page.getByLabel('Client').selectOption({ label: company });
  await expect(page).toHaveURL(new RegExp(`clientId=${clientId}`));
  const rows = page.getByRole('row').filter({ hasText: worker.name });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Spa Therapist' })).toHaveCount(await rows.count());
  await rows.filter({ hasText: deploymentSteps.medical.label }).getByRole('link', { name: worker.name }).click();

  // The deployment: the medical examination is blocked with a reason, which its history keeps.
  await expect(page.getByRole('heading', { level: 1, name: `Deployment: Spa Therapist ${stamp}` })).toBeVisible();
  const medical = page.getByRole('listitem', { name: deploymentSteps.medical.label });
  await medical.getByRole('button', { name: 'Block…' }).click();
  await medical.getByLabel('Why it is blocked').fill(blockReason);
  await medical.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(medical.getByText(`Reason: ${blockReason}`)).toBeVisible();
  await expect(medical.getByText('Blocked', { exact: true })).toBeVisible();
  await medical.getByRole('button', { name: 'Show history' }).click();
  await expect(medical.getByRole('list', { name: `History of ${deploymentSteps.medical.label}` })).toContainText(
    `Blocked: ${blockReason}`,
  );

  // The employer's contact, in the portal: the hire, then its entry permit (with the file) and the pick-up.
  const contact = await signedIn(browser, contactEmail);
  const portal = await contact.newPage();
  await portal.goto('/employer');
  await portal.getByRole('link', { name: /^Hires/ }).click();
  await portal.getByRole('link', { name: worker.card }).click();
  await expect(portal.getByRole('heading', { level: 1, name: worker.card })).toBeVisible();
  await expect(portal.getByText('Expected arrival: not known yet')).toBeVisible();
  await expect(portal.locator('body')).not.toContainText(worker.email);
  const permit = portal.getByRole('form', { name: deploymentSteps.entryPermit.label });
  await permit.getByLabel('Entry permit number').fill('201/2027/7654321');
  await permit.getByLabel('Entry permit (PDF or photo, 10 MB at most)').setInputFiles(resumePdf);
  await permit.getByRole('button', { name: 'Save' }).click();
  await expect(portal.getByText(stepForm.done(deploymentSteps.entryPermit.label))).toBeVisible();
  await expect(portal.getByText('Entry permit number: 201/2027/7654321')).toBeVisible();
  const pickUp = portal.getByRole('form', { name: deploymentSteps.pickUp.label });
  await pickUp.getByLabel('Picked up').check();
  await pickUp.getByRole('button', { name: 'Save' }).click();
  await expect(portal.getByText(stepForm.done(deploymentSteps.pickUp.label))).toBeVisible();
  await expect(portal.getByText(`${deploymentSteps.pickUp.label}: Done`)).toBeVisible();
  // Another client's hire (or any other id) is the site's 404.
  const other = await portal.goto(`/employer/hires/${crypto.randomUUID()}`);
  expect(other?.status()).toBe(404);
  await contact.close();

  // Back on the board's deployment, staff see the employer's entry permit done, with its file to open.
  await page.reload();
  const entry = page.getByRole('listitem', { name: deploymentSteps.entryPermit.label });
  await expect(entry.getByText('Done', { exact: true })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Open Entry permit' })).toBeVisible();
  await entry.getByRole('button', { name: 'Verify' }).click();
  await expect(entry.getByText('Done, verified', { exact: true })).toBeVisible();
  // The agency's own step, completed here with its evidence.
  const departure = page.getByRole('listitem', { name: deploymentSteps.departure.label });
  const done = departure.getByRole('form', { name: `Complete ${deploymentSteps.departure.label}` });
  await done.getByLabel('Departed').check();
  await done.getByRole('button', { name: 'Mark done' }).click();
  await expect(departure.getByText('Done', { exact: true })).toBeVisible();
});
