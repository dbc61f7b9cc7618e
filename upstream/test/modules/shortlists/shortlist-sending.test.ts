import { afterAll, describe, expect, it } from 'vitest';
import { shortlistMessages } from '@contracts/shortlists/shortlist';
import { addCandidate, callAs, createContact, createShortlist } from '../../helpers/employer-portal';
import { shortlistWorld } from './shortlist-world';

const { ctx, smtp, staff, client, otherClient, job, people, detail, close } = await shortlistWorld();
afterAll(close);

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
