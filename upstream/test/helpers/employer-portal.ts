import { clientContacts } from '../../src/db/schema';
import { createAccount, type TestAccount } from './accounts';
import { validApplicationBody } from '@contracts/applications/fixtures/application-body';
import { uploadAs } from './application';
import { samplePdf, sampleWebm } from './files';
import type { TestContext } from './build-test-app';
import { jobOrderFields } from './job-order';
import { readLookups } from './lookups';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as `account` (or anonymously), failing loudly unless the answer has `expected` status. */
export async function callAs(
  ctx: TestContext,
  account: TestAccount | null,
  method: Method,
  url: string,
  payload?: object,
  expected?: number,
) {
  const res = await ctx.app.inject({ method, url: `/api${url}`, payload, headers: account?.auth ?? {} });
  if (expected !== undefined && res.statusCode !== expected) {
    throw new Error(`${method} ${url}: expected ${expected}, got ${res.statusCode}: ${res.body}`);
  }
  return res;
}

export async function createClient(ctx: TestContext, staff: TestAccount, name: string) {
  const res = await callAs(ctx, staff, 'POST', '/admin/clients', { name }, 201);
  return res.json().data._id as string;
}

/** An Employer account linked to the client (as an accepted invitation leaves it). */
export async function createContact(ctx: TestContext, clientId: string) {
  const contact = await createAccount(ctx, 'Employer');
  await ctx.app.db.insert(clientContacts).values({ clientId, userId: contact.id });
  return contact;
}

/** A complete job order's payload, of the client's (null: of none; undefined: the key left out). */
export async function jobOrderPayload(ctx: TestContext, clientId: string | null | undefined, title: string) {
  const lookups = await readLookups(ctx);
  return {
    title,
    companyName: 'Creekside Hospitality LLC',
    position: lookups.position[0]!._id,
    locations: [lookups['preffered-location'][0]!._id],
    salaryBudget: lookups['salary-budget'][0]!._id,
    ...jobOrderFields(),
    ...(clientId === undefined ? {} : { clientId }),
  };
}

/** A published job order of the client's. */
export async function createJobOrder(ctx: TestContext, staff: TestAccount, clientId: string | null, title: string) {
  const res = await callAs(ctx, staff, 'POST', '/admin/job-openings', await jobOrderPayload(ctx, clientId, title), 201);
  return res.json().data._id as string;
}

export interface Applicant {
  account: TestAccount;
  applicationId: string;
  /** What an employer must never see of them. */
  email: string;
  phone: string;
  passportNumber: string;
  /** The names their resume and video were uploaded under. */
  fileNames: string[];
}

let applicants = 0;

/** A candidate who applied to `jobId` (or sent a general application), with strings unique to them. */
export async function apply(ctx: TestContext, jobId: string | null, name: string): Promise<Applicant> {
  const account = await createAccount(ctx, 'User');
  applicants += 1;
  const phone = `0917${String(4_000_000 + applicants * 7919).slice(0, 7)}`;
  const passportNumber = `P${String(7_000_000 + applicants * 104_729).slice(0, 7)}`;
  const fileNames = [`resume-of-applicant-${applicants}.pdf`, `intro-of-applicant-${applicants}.webm`];
  const lookups = await readLookups(ctx);
  const [resume, video] = await Promise.all([
    uploadAs(ctx, account, 'resume-image', 'image', samplePdf, fileNames[0]),
    uploadAs(ctx, account, 'resume-video', 'video', sampleWebm, fileNames[1]),
  ]);
  const payload = validApplicationBody(
    { email: account.email, resume, video, preferredLocation: lookups['preffered-location'][0]!._id },
    { name, phone, passportNumber, ...(jobId ? { jobId } : { appliedFor: lookups.position[1]!._id }) },
  );
  const res = await callAs(ctx, account, 'POST', '/apply-job', payload, 201);
  return { account, applicationId: res.json().data._id, email: account.email, phone, passportNumber, fileNames };
}

export async function createShortlist(
  ctx: TestContext,
  staff: TestAccount,
  values: { clientId: string; jobOpeningId?: string | null; inquiryId?: string | null; title?: string },
) {
  const res = await callAs(ctx, staff, 'POST', '/admin/shortlists', { title: 'Waiters for March', ...values }, 201);
  return res.json().data._id as string;
}

/** Adds the application; answers its entry's id on the shortlist. */
export async function addCandidate(ctx: TestContext, staff: TestAccount, shortlistId: string, applicationId: string) {
  const res = await callAs(
    ctx,
    staff,
    'POST',
    `/admin/shortlists/${shortlistId}/candidates`,
    { applicationId, note: 'Five years of banquet service; calm under pressure.' },
    201,
  );
  const entry = (res.json().data.candidates as { _id: string; applicationId: string }[]).find(
    (c) => c.applicationId === applicationId,
  );
  return entry!._id;
}

/**
 * Two clients, each with a contact; a job order of the first; a shortlist of the first client sent
 * with Ana and Ben (applied to its job order) and Carla (a general application); a Draft of the same
 * client; and a sent shortlist of the second client with Carla.
 */
export async function portalWorld(ctx: TestContext) {
  const staff = await createAccount(ctx, 'Admin');
  const clientA = await createClient(ctx, staff, 'Creekside Hotels');
  const clientB = await createClient(ctx, staff, 'Marina Resorts');
  const [contactA, contactB] = [await createContact(ctx, clientA), await createContact(ctx, clientB)];
  const jobA = await createJobOrder(ctx, staff, clientA, 'Banquet Server');
  const ana = await apply(ctx, jobA, 'Ana Maria Reyes');
  const ben = await apply(ctx, jobA, 'Ben Dela Cruz');
  const carla = await apply(ctx, null, 'Carla Santos');
  const sent = await createShortlist(ctx, staff, { clientId: clientA, jobOpeningId: jobA });
  const entries = {
    ana: await addCandidate(ctx, staff, sent, ana.applicationId),
    ben: await addCandidate(ctx, staff, sent, ben.applicationId),
    carla: await addCandidate(ctx, staff, sent, carla.applicationId),
  };
  await callAs(ctx, staff, 'POST', `/admin/shortlists/${sent}/send`, undefined, 200);
  const draft = await createShortlist(ctx, staff, { clientId: clientA, jobOpeningId: jobA, title: 'Draft' });
  await addCandidate(ctx, staff, draft, ana.applicationId);
  const otherClients = await createShortlist(ctx, staff, { clientId: clientB, title: 'Marina pool' });
  const otherEntry = await addCandidate(ctx, staff, otherClients, carla.applicationId);
  await callAs(ctx, staff, 'POST', `/admin/shortlists/${otherClients}/send`, undefined, 200);
  return {
    staff,
    clientA,
    clientB,
    contactA,
    contactB,
    jobA,
    applicants: { ana, ben, carla },
    shortlists: { sent, draft, otherClients },
    entries: { ...entries, otherClients: otherEntry },
  };
}

export type PortalWorld = Awaited<ReturnType<typeof portalWorld>>;

/** Every string of the applicants that no employer or shared answer may carry (headers included). */
export function privateStringsOf(...people: Applicant[]) {
  return people.flatMap((p) => [p.email, p.phone, p.passportNumber, ...p.fileNames, p.applicationId, p.account.id]);
}

/** Fails with the string found when any private string occurs in the answer's body or headers. */
export function leaked(res: { body: string; headers: Record<string, unknown> }, secrets: string[]) {
  const text = `${JSON.stringify(res.headers)}\n${res.body}`.toLowerCase();
  return secrets.filter((secret) => text.includes(secret.toLowerCase()));
}
