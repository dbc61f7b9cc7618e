import { expect, test, type Browser } from '@playwright/test';
import { e2eBaseUrl } from '../playwright.config';
import { offerTexts } from '../lib/contracts/offers/offer';
import { jobOrderFields } from '../upstream/test/helpers/job-order';
import { password, uniqueEmail } from './support/accounts';
import { lookupId, verifiedAccount } from './support/api-accounts';
import { applyThroughApi } from './support/apply-through-api';
import { linkFromMail } from './support/outbox';
import { recorderLikeVideo } from './support/sample-video.mjs';
import { staffSignIn } from './support/staff';
import { e2eUpstreamUrl, staffApi } from './support/staff-api';

const stamp = Date.now();
const client = `Gulf Pearl Hotels ${stamp}`;
const jobOrderNumber = `DMW-JO-2026-${String(stamp).slice(-5)}`;
const candidate = { name: 'Maricel Dela Paz', email: uniqueEmail('offer-maricel') };
const contactEmail = uniqueEmail('offer-contact');
const reason = 'The client opens a seasonal beach outlet that runs for twelve months only.';

/** A context signed in through the website's own login. */
async function signedInContext(browser: Browser, email: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const login = await context.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: e2eBaseUrl },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

test('staff draft an offer that differs in one term and must give a reason; the candidate accepts by typing their name; the employer sees it accepted', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The data: a client with a contact, its job order, and a candidate at the Interview stage.
  const staff = await staffApi(request);
  const { data: made } = await staff.send<{ data: { _id: string } }>('POST', '/admin/clients', { name: client });
  const { data: job } = await staff.send<{ data: { _id: string } }>('POST', '/admin/job-openings', {
    ...jobOrderFields(),
    jobOrderNumber,
    title: `Beach Club Waiter ${stamp}`,
    companyName: client,
    principalName: client,
    position: await lookupId(request, 'position'),
    locations: [await lookupId(request, 'preffered-location', 'Dubai')],
    salaryBudget: await lookupId(request, 'salary-budget'),
    clientId: made._id,
  });
  const employer = await verifiedAccount(request, 'Employer', contactEmail, 'Hessa Al Marri');
  await staff.send('POST', `/admin/clients/${made._id}/invites`, { email: contactEmail });
  const invite = new URL(await linkFromMail(contactEmail, /employer\/invite/, `${e2eBaseUrl}/employer/invite/`));
  const joined = await request.post(
    `${e2eUpstreamUrl}/api/employer/invites/${invite.pathname.split('/').pop()}/accept`,
    { headers: employer },
  );
  expect(joined.ok(), await joined.text()).toBe(true);
  const headers = await verifiedAccount(request, 'User', candidate.email, candidate.name);
  const applicationId = await applyThroughApi(request, headers, candidate.email, recorderLikeVideo(8), {
    jobId: job._id,
    name: candidate.name,
  });
  await staff.setStage(applicationId, 'Interview');

  // Staff draft the offer from the job order's terms and shorten the contract.
  await staffSignIn(page);
  await page.goto(`/admin/applications/${applicationId}`);
  const offer = page.getByRole('region', { name: 'Offer', exact: true });
  await expect(offer.getByText(`Job order ${jobOrderNumber}`)).toBeVisible();
  const contract = offer.getByLabel('Contract length (months)', { exact: true });
  await expect(contract).toHaveValue('24');
  await expect(offer.getByLabel('Monthly salary (AED)', { exact: true })).toHaveValue('2500');
  await contract.fill('12');
  await expect(offer.getByText('Differs from the job order')).toBeVisible();
  await offer.getByRole('button', { name: 'Save draft' }).click();
  await expect(offer.getByText('Version 1: Draft')).toBeVisible();
  // Sending without the reason is refused, naming the term.
  await offer.getByRole('button', { name: 'Send offer to candidate' }).click();
  await expect(offer.getByRole('alert').first()).toHaveText(offerTexts.reasonRequired('Contract length (months)'));
  await offer.getByLabel('Reason for the different contract length (months)').fill(reason);
  await offer.getByRole('button', { name: 'Save draft' }).click();
  await expect(offer.getByText(`Reason: ${reason}`)).toBeVisible();
  await offer.getByRole('button', { name: 'Send offer to candidate' }).click();
  await expect(offer.getByText('Version 1: Offer sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stage: Offered' })).toBeVisible();

  // The candidate reads it in plain words on My Applications (a phone-sized window) and accepts.
  const phone = await signedInContext(browser, candidate.email, { width: 390, height: 844 });
  const phonePage = await phone.newPage();
  await phonePage.goto('/my-applications');
  const card = phonePage.getByTestId('offer');
  await expect(card).toContainText('Monthly salary: AED 2,500');
  await expect(card).toContainText('Contract: 12 months');
  await expect(card).toContainText('Visa: provided by the employer');
  await expect(card).toContainText(`Job order ${jobOrderNumber}`);
  await expect(card).toContainText('DMW licence');
  await expect(card).not.toContainText(reason);
  await card.getByLabel('To accept, type your full name').fill('maricel  dela paz');
  await card.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(phonePage.getByText(offerTexts.accepted)).toBeVisible();
  await expect(phonePage.getByTestId('offer')).toContainText('Offer accepted');
  await phone.close();

  // The employer sees the state in the portal; staff see who did what.
  const portal = await signedInContext(browser, contactEmail);
  const portalPage = await portal.newPage();
  await portalPage.goto('/employer');
  const offers = portalPage.getByRole('region', { name: 'Offers', exact: true });
  await expect(offers.getByTestId('employer-offer')).toContainText('Offer accepted');
  await expect(offers).toContainText('Maricel D.');
  await expect(offers).not.toContainText(candidate.email);
  await portal.close();

  await page.reload();
  await expect(offer.getByText('Version 1: Offer accepted')).toBeVisible();
  await expect(offer).toContainText('Accepted as “maricel dela paz”');
});
