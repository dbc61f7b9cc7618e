import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@contracts/common';
import { shortlistMessages, staffShortlistSchema } from '@contracts/shortlists';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import {
  addCandidate,
  apply,
  callAs,
  createClient,
  createContact,
  createJobOrder,
  createShortlist,
  type Applicant,
} from '../../helpers/employer-portal';
import { startMailCatcher, type MailCatcher } from '../../helpers/mail-catcher';

let ctx: TestContext;
let smtp: MailCatcher;
let staff: TestAccount;
let client: string;
let otherClient: string;
let job: string;
let otherJob: string;
let people: Record<'ana' | 'ben' | 'carla' | 'dan' | 'eve', Applicant>;

beforeAll(async () => {
  smtp = await startMailCatcher();
  ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  staff = await createAccount(ctx, 'Admin');
  client = await createClient(ctx, staff, 'Palm Jumeirah Suites');
  otherClient = await createClient(ctx, staff, 'Desert Rose Hotels');
  job = await createJobOrder(ctx, staff, client, 'Room Attendant');
  otherJob = await createJobOrder(ctx, staff, otherClient, 'Lifeguard');
  people = {
    ana: await apply(ctx, job, 'Ana Lopez'),
    ben: await apply(ctx, job, 'Ben Garcia'),
    carla: await apply(ctx, null, 'Carla Mendoza'),
    dan: await apply(ctx, otherJob, 'Dan Ramos'),
    eve: await apply(ctx, null, 'Eve Bautista'),
  };
  await callAs(ctx, people.eve.account, 'POST', `/my-applications/${people.eve.applicationId}/withdraw`, {}, 200);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const detailSchema = envelope(staffShortlistSchema.strict());
const detail = async (id: string) =>
  detailSchema.parse((await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}`, undefined, 200)).json()).data;

describe('sending', () => {
  it('refuses an empty shortlist, then one whose client has no contact (422), sending nothing', async () => {
    const id = await createShortlist(ctx, staff, { clientId: otherClient });
    const empty = await callAs(ctx, staff, 'POST', `/admin/shortlists/${id}/send`);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(shortlistMessages.empty);
    await addCandidate(ctx, staff, id, people.carla.applicationId);
    const noContact = await callAs(ctx, staff, 'POST', `/admin/shortlists/${id}/send`);
    expect(noContact.statusCode).toBe(422);
    expect(noContact.json().message).toBe(shortlistMessages.noContacts);
    expect((await detail(id)).status).toBe('Draft');
  });

  it('mails each contact a link to the portal, marks it Sent and moves New applications to Screening', async () => {
    const [first, second] = [await createContact(ctx, client), await createContact(ctx, client)];
    const id = await createShortlist(ctx, staff, { clientId: client, jobOpeningId: job, title: 'Attendants, June' });
    await addCandidate(ctx, staff, id, people.ana.applicationId);
    const res = await callAs(ctx, staff, 'POST', `/admin/shortlists/${id}/send`, undefined, 200);
    expect(res.json().data).toMatchObject({ status: 'Sent', sentAt: expect.any(String) });
    expect(res.json().data.candidates[0].stage).toBe('Screening');
    for (const contact of [first, second]) {
      const mail = await smtp.waitFor(contact.email, /New candidates for you: Attendants, June/);
      expect(mail.text).toContain(`http://localhost:3000/employer/shortlists/${id}`);
      expect(mail.text).not.toContain('Ana Lopez');
    }
    // Added after sending: moved along as sending would have.
    await addCandidate(ctx, staff, id, people.ben.applicationId);
    expect((await detail(id)).candidates.map((c) => c.stage)).toEqual(['Screening', 'Screening']);
  });
});
