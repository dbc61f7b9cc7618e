import { contactMessages, type ContactData } from '@contracts/contact/fields';
import type { AppContext } from '../../context';
import { contactMessages as contactTable } from '../../db/schema';
import { badRequest } from '../../http-error';
import { lookupExists, lookupTables } from '../lookups';
import { mails } from '../mail';

export async function sendContactMessage(ctx: AppContext, payload: ContactData) {
  if (!(await lookupExists(ctx.db, lookupTables['inquiry-type'], payload.inquiryType))) {
    throw badRequest('Please choose an inquiry type', 'inquiryType');
  }
  // One transaction: once the message is stored, its mails go out even if the process dies right after.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactTable).values({
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      inquiryTypeId: payload.inquiryType,
      subject: payload.subject,
      message: payload.message,
    });
    await ctx.mailer.queueIn(tx, { to: payload.email, ...mails.contactReceived(payload.name) });
    await ctx.mailer.queueIn(tx, {
      to: ctx.config.AGENCY_INBOX,
      ...mails.contactForAgency(payload.subject, [
        ['Name', payload.name],
        ['Email', payload.email],
        ['Phone', payload.phone],
        ['Message', payload.message],
      ]),
    });
  });
  return { message: contactMessages.success };
}
