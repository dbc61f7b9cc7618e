import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { accessKindLabels } from '../lib/contracts/access-records/record';
import { staffInvitationMessages } from '../lib/contracts/users/staff-invitation';
import { staffMemberMessages } from '../lib/contracts/users/staff-member';
import type { StaffRole } from '../lib/contracts/users/staff-roles';
import { unzip } from '../upstream/test/helpers/unzip';
import { jobOrderFields } from '../upstream/test/helpers/job-order';
import { lookupId, verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { linkFromMail } from './support/outbox';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl, staffApi } from './support/staff-api';
import { totpCode } from './support/totp';

const stamp = Date.now();
const recruiter = { name: 'Rosario Villanueva', email: `recruiter-${stamp}@agency.example` };
// The password rule of sign-up and resets: letters, digits and one of @$!%*?&.
const newPassword = 'Teamjourney2026!';

/** A client with a job order of its own, and a candidate's application to it (answers their ids). */
async function clientWithApplication(
  request: APIRequestContext,
  label: string,
  candidateName: string,
  fields: { passportNumber?: string } = {},
) {
  const staff = await staffApi(request);
  const name = `${label} Hotels ${stamp}`;
  const { data: client } = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', { name });
  const { data: job } = await staff.send<{ data: { _id: string } }>('POST', '/admin/job-openings', {
    ...jobOrderFields(),
    jobOrderNumber: `DMW-JO-2026-${label.slice(0, 2).toUpperCase()}${String(stamp).slice(-5)}`,
    title: `${label} Room Attendant ${stamp}`,
    companyName: name,
    principalName: name,
    position: await lookupId(request, 'position'),
    locations: [await lookupId(request, 'preffered-location', 'Dubai')],
    salaryBudget: await lookupId(request, 'salary-budget'),
    clientId: client._id,
  });
  const email = `${label.toLowerCase()}-applicant-${stamp}@example.com`;
  const headers = await verifiedAccount(request, 'User', email, candidateName);
  const applicationId = await applyThroughApi(request, headers, email, recorderLikeVideo(8), {
    jobId: job._id,
    name: candidateName,
    ...fields,
  });
  return { clientId: client._id, clientName: name, applicationId, candidate: headers, staff };
}

type Person = { name: string; email: string };

/** The Manager invites someone from the Users page (name, address, one role). */
async function invite(page: Page, person: Person, role: StaffRole) {
  await page.goto('/admin/users');
  const form = page.getByRole('form', { name: 'Invite a staff member' });
  await form.getByLabel('Full Name').fill(person.name);
  await form.getByLabel('Email Address').fill(person.email);
  await form.getByLabel(role, { exact: true }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(staffInvitationMessages.sent)).toBeVisible();
}

/**
 * The invited person's side, in a browser of their own: the mailed link, a password, then an
 * authenticator app set up from the secret shown beside its QR code (codes computed as an app would).
 */
async function joinFromMail(browser: Browser, person: Person, role: StaffRole) {
  const link = await linkFromMail(person.email, /invited to the agency/, `${e2eBaseUrl}/admin/invitation/`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Welcome to the back office' })).toBeVisible();
  await expect(page.getByText(`${person.name}, you are invited as ${role}`)).toBeVisible();
  await page.getByLabel('Choose a password').fill(newPassword);
  await page.getByLabel('Type the password again').fill(newPassword);
  await page.getByRole('button', { name: 'Set password and continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have kept my recovery codes' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return { context, page, link };
}

test('a Manager invites a recruiter, who sets a password and an authenticator app, owns one client and sees only its applications', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ours = await clientWithApplication(request, 'Ours', 'Marites Ocampo');
  const theirs = await clientWithApplication(request, 'Theirs', 'Jovelyn Santos');

  // The Manager invites the recruiter from the Users page; the recruiter follows the mailed link.
  await staffSignIn(page);
  await invite(page, recruiter, 'Recruiter');
  const { context: recruiterContext, page: recruiterPage, link } = await joinFromMail(browser, recruiter, 'Recruiter');
  // The link worked once.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByRole('heading', { name: 'This invitation does not work' })).toBeVisible();
  await expect(again.getByText(staffInvitationMessages.used)).toBeVisible();
  await again.close();

  // The Manager makes the recruiter the owner of one client (its owner and team panel).
  await page.goto(`/admin/clients/${ours.clientId}`);
  const panel = page.getByRole('form', { name: 'Owner and team of this client' });
  await panel.getByLabel('Owning recruiter').selectOption({ label: `${recruiter.name} (Recruiter)` });
  await panel.getByRole('button', { name: 'Save owner and team' }).click();
  await expect(page.getByText('Owner and team saved.')).toBeVisible();
  // The recruiter's page lists it, with its roles and authenticator app.
  await page.goto(`/admin/users?q=${encodeURIComponent(recruiter.email)}`);
  await page.getByRole('link', { name: recruiter.name }).click();
  await expect(page.getByRole('heading', { name: recruiter.name })).toBeVisible();
  await expect(page.getByRole('link', { name: ours.clientName })).toHaveAttribute(
    'href',
    `/admin/clients/${ours.clientId}`,
  );
  await expect(page.getByText('Set up', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Recruiter' })).toBeChecked();
  // A role given there holds from the recruiter's next click, without signing in again.
  const backOffice = recruiterPage.getByRole('navigation', { name: 'Back office' });
  await expect(backOffice.getByRole('link', { name: 'Content', exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Content editor' }).check();
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText(staffMemberMessages.rolesSaved)).toBeVisible();
  await recruiterPage.reload();
  await backOffice.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(recruiterPage.getByRole('heading', { name: 'Content', exact: true })).toBeVisible();

  // The recruiter sees their client's application, not the other client's; its address is not found.
  await recruiterPage.goto(`/admin/applications?q=${stamp}`);
  await expect(recruiterPage.getByRole('link', { name: 'Marites Ocampo' })).toBeVisible();
  await expect(recruiterPage.getByRole('link', { name: 'Jovelyn Santos' })).toHaveCount(0);
  await recruiterPage.getByRole('link', { name: 'Marites Ocampo' }).click();
  await expect(recruiterPage.getByRole('heading', { name: 'Marites Ocampo' })).toBeVisible();
  await recruiterPage.goto(`/admin/applications/${theirs.applicationId}`);
  await expect(recruiterPage.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  // The Manager, who sees every record, finds both.
  await page.goto(`/admin/applications?q=${stamp}`);
  await expect(page.getByRole('link', { name: 'Jovelyn Santos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marites Ocampo' })).toBeVisible();
  await recruiterContext.close();
});

test('a documentation officer, invited the same way, opens an Offered application’s passport number, which a recruiter cannot; the candidate’s data export lists that read', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const passport = 'P7712345';
  const offered = await clientWithApplication(request, 'Docs', 'Liezel Manalo', { passportNumber: passport });
  await offered.staff.setStage(offered.applicationId, 'Offered');
  const officer = { name: 'Teresita Bautista', email: `officer-${stamp}@agency.example` };
  const otherRecruiter = { name: 'Noel Garcia', email: `recruiter2-${stamp}@agency.example` };

  await staffSignIn(page);
  await invite(page, officer, 'Documentation officer');
  await invite(page, otherRecruiter, 'Recruiter');
  const asOfficer = await joinFromMail(browser, officer, 'Documentation officer');
  const asRecruiter = await joinFromMail(browser, otherRecruiter, 'Recruiter');

  // The officer reaches Offered applications of any client, and reveals the passport number.
  await asOfficer.page.goto(`/admin/applications/${offered.applicationId}`);
  await expect(asOfficer.page.getByRole('heading', { name: 'Liezel Manalo' })).toBeVisible();
  await asOfficer.page.getByRole('button', { name: 'Reveal' }).click();
  await expect(asOfficer.page.getByText(new RegExp(`^${passport}$`, 'i'))).toBeVisible();

  // A recruiter who does not work that client finds no such application, nor its passport.
  await asRecruiter.page.goto(`/admin/applications/${offered.applicationId}`);
  await expect(asRecruiter.page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  const reveal = await asRecruiter.page.request.post(
    `/api/admin/applications/${offered.applicationId}/reveal-passport`,
    {
      headers: { origin: e2eBaseUrl },
    },
  );
  // Passports are not a recruiter's duty at all: refused for the role, before any record is looked at.
  expect(reveal.status()).toBe(403);

  // The candidate's data export names who opened it: role and first name only.
  const exported = await request.get(`${e2eUpstreamUrl}/api/privacy/export`, { headers: offered.candidate });
  expect(exported.ok(), await exported.text()).toBe(true);
  const data = JSON.parse((await unzip(await exported.body())).get('data.json')!.toString('utf8'));
  expect(data.openedByAgencyStaff).toContainEqual(
    expect.objectContaining({
      staffFirstName: 'Teresita',
      staffRoles: ['Documentation officer'],
      what: accessKindLabels.passport,
    }),
  );
  expect(JSON.stringify(data.openedByAgencyStaff)).not.toContain('Bautista');
  expect(JSON.stringify(data.openedByAgencyStaff)).not.toContain('Noel');
  await asOfficer.context.close();
  await asRecruiter.context.close();
});
