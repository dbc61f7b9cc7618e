import { expect, test } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { password, uniqueEmail } from './support/accounts';
import { lookupId, verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { expectNoSeriousViolations } from './support/axe';
import { fillJobOrder } from './support/job-order-form';
import { newEmployerPortalJourney, saveEmployerPortalJourney, shortlisted } from './support/employer-portal-journey';
import { linkFromMail } from './support/outbox';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl } from './support/staff-api';

// Issue 27's journey, in order: each step works on what the one before made (it goes on in
// staff-employer-portal-decisions.spec.ts, with what these steps saved).
test.describe.configure({ mode: 'serial' });

const journey = newEmployerPortalJourney();
const { stamp, company, jobTitle, shortlistTitle, contactEmail, applicants, made } = journey;
const [rosa, ana, liza] = applicants as [
  (typeof applicants)[number],
  (typeof applicants)[number],
  (typeof applicants)[number],
];
test.afterAll(() => saveEmployerPortalJourney(journey));

test('staff make a client from an employer inquiry, invite a contact who signs up from the mailed link, and name the client on a job order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The inquiry an employer sent (its form has its own journey): the sender becomes the client's first contact.
  const senderEmail = uniqueEmail('portal-sender');
  const sender = await verifiedAccount(request, 'Employer', senderEmail, 'Omar Haddad');
  const sent = await request.post(`${e2eUpstreamUrl}/api/employer-inquiry/submit`, {
    headers: sender,
    data: {
      companyName: company,
      contactPerson: 'Omar Haddad',
      email: senderEmail,
      phone: '0501234567',
      businessType: await lookupId(request, 'business-type'),
      positions: [await lookupId(request, 'position')],
      totalPositions: 3,
      location: await lookupId(request, 'preffered-location', 'Dubai'),
      hiringUrgency: await lookupId(request, 'hiring-urgency'),
      salaryBudget: await lookupId(request, 'salary-budget'),
      notes: 'Three guest service agents for a new tower.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Employer inquiries', exact: true }).click();
  await page.getByRole('link', { name: company }).click();
  await page.getByRole('button', { name: 'Make a client' }).click();
  await expect(page.getByText(`${company} is now a client`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
  made.clientId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contacts' })).toContainText(senderEmail);

  await page.getByLabel('Contact email').fill(contactEmail);
  await page.getByRole('button', { name: 'Invite contact' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Invitations' })).toContainText(contactEmail);

  // The contact follows the mailed link on their desktop and signs up there: the address is the invitation's.
  const link = await linkFromMail(contactEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`);
  const contact = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const contactPage = await contact.newPage();
  await contactPage.goto(link);
  await expect(contactPage.getByRole('heading', { level: 1 })).toHaveText(`Join ${company} on the employer portal`);
  await expect(contactPage.getByLabel('Email Address')).toHaveValue(contactEmail);
  await expectNoSeriousViolations(contactPage);
  await contactPage.getByLabel('Full Name').fill('Nadia Rahman');
  await contactPage.getByLabel('Contact Number').fill('0507654321');
  await contactPage.getByLabel('Password', { exact: true }).fill(password);
  await contactPage.getByRole('checkbox', { name: /may process the personal data/ }).check();
  await contactPage.getByRole('button', { name: 'Sign up and see the candidates' }).click();
  await expect(contactPage).toHaveURL(/\/employer$/);
  await expect(contactPage.getByRole('heading', { level: 1 })).toHaveText(company);
  made.contactState = await contact.storageState();
  await contact.close();

  // The invitation is used: its link now says so, with a 404.
  const again = await browser.newPage();
  expect((await again.goto(link))?.status()).toBe(404);
  await expect(again.getByText('This invitation has expired or has already been used.')).toBeVisible();
  await again.close();

  // A job order names the client (the job form's Client select).
  await page.goto('/admin/jobs/new');
  await page.getByLabel('Title').fill(jobTitle);
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Position').selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: 'Dubai' }).check();
  await page.getByLabel('Client', { exact: true }).selectOption({ label: company });
  await fillJobOrder(page, {
    jobOrderNumber: `DMW-JO-2026-${String(stamp).slice(-5)}`,
    principalName: company,
    worksiteCity: 'Dubai Marina',
    vacancies: '3',
    salaryFrom: '2500',
    salaryTo: '3200',
  });
  await page.getByRole('button', { name: 'Create job opening' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  const jobs = (await (await request.get(`${e2eUpstreamUrl}/api/job-opening`)).json()) as {
    data: { _id: string; title: string }[];
  };
  made.jobId = jobs.data.find((j) => j.title === jobTitle)!._id;
  await page.goto(`/admin/clients/${made.clientId}`);
  await expect(page.getByRole('region', { name: 'Job orders' })).toContainText(jobTitle);
});

test('staff shortlist three applicants of the job order with notes, reorder them and send it; the consent rule is said', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const video = recorderLikeVideo(12);
  for (const [i, a] of applicants.entries()) {
    const headers = await verifiedAccount(request, 'User', a.email, a.name);
    await applyThroughApi(request, headers, a.email, video, {
      jobId: made.jobId,
      name: a.name,
      experienceInYears: 3 + i,
      previousJobTitle: 'Front Desk Agent',
      englishProficiency: 'fluent',
      education: 'bachelor',
    });
  }

  await staffSignIn(page);
  await page.goto(`/admin/clients/${made.clientId}`);
  const form = page.getByRole('form', { name: 'New shortlist' });
  await form.getByLabel('Shortlist title').fill(shortlistTitle);
  await form.getByLabel('For the job order').selectOption({ label: jobTitle });
  await form.getByRole('button', { name: 'New shortlist' }).click();
  await expect(page).toHaveURL(/\/admin\/shortlists\/[0-9a-f-]{36}$/);
  made.shortlistId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: shortlistTitle })).toBeVisible();
  await expect(
    page.getByText(
      'Only applications to this job order, or general applications (shared with prospective employers), can be shortlisted: that is what the candidates agreed to.',
    ),
  ).toBeVisible();

  for (const a of applicants) {
    await page.getByLabel('Search name or position').fill(a.name);
    await page.getByLabel('Search name or position').press('Enter');
    const add = page.getByRole('form', { name: `Add ${a.name}` });
    await add.getByLabel('Why this fit').fill(a.note);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(shortlisted(page, a.name).getByLabel('Agency note')).toHaveValue(a.note);
  }
  // Liza goes up to second place; the client sees them in this order.
  await page.getByRole('button', { name: `Move ${liza.name} up` }).click();
  await expect(shortlisted(page, liza.name)).toHaveAccessibleName(`2. ${liza.name}`);
  await expect(shortlisted(page, ana.name)).toHaveAccessibleName(`3. ${ana.name}`);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Send to the client' }).click();
  await expect(page.getByText('Shortlist sent to the client')).toBeVisible();
  await expect(page.getByTestId('shortlist-status')).toHaveText(/^Sent /);
  // New applications on a sent shortlist move to Screening.
  await expect(shortlisted(page, rosa.name)).toContainText('stage Screening');
});
