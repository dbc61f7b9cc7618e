import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { deploymentSteps } from '../lib/contracts/deployments/steps';
import { stepForm } from '../lib/contracts/deployments/step-form';
import { jobOrderFields } from '../upstream/test/helpers/job-order';
import { password, uniqueEmail } from './support/accounts';
import { lookupId, verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { isoDaysFromNow, resumePdf } from './support/files';
import { signedIn } from './support/interview-journey';
import { linkFromMail } from './support/outbox';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl, staffApi, staffBearer } from './support/staff-api';

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
  const staff = await staffApi(request);
  const client = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', { name: company });
  await staff.send('POST', `/admin/clients/${client.data._id}/invites`, { email: contactEmail });
  const link = await linkFromMail(contactEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`);
  const signUp = await request.post(`${e2eUpstreamUrl}/api/employer/invites/${link.split('/').pop()}/sign-up`, {
    data: { name: 'Hessa Al Marri', phone: '0501112233', password, consent: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { data: job } = await staff.send<{ data: { _id: string } }>('POST', '/admin/job-openings', {
    ...jobOrderFields(),
    jobOrderNumber: `DMW-JO-2026-B${String(stamp).slice(-5)}`,
    title: `Spa Therapist ${stamp}`,
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
  const panel = await request.get(`${e2eUpstreamUrl}/api/admin/applications/${applicationId}/offer`, {
    headers: await staffBearer(request),
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
  await staff.setDepartureDate(applicationId, isoDaysFromNow(60));

  // Staff open the board from the menu and keep only this client's deployments.
  await staffSignIn(page);
  await page.getByRole('link', { name: 'Deployments', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deployments' })).toBeVisible();
  await page.getByLabel('Client').selectOption({ label: company });
  await expect(page).toHaveURL(new RegExp(`clientId=${client.data._id}`));
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
