import { contactMessages, type ContactData } from '@contracts/contact';
import type { AppContext } from '../../context';
import { contactMessages as contactTable } from '../../db/schema';
import { badRequest } from '../../http-error';
import { lookupExists } from '../lookups/repository';
import { lookupTables } from '../lookups/tables';
import { mails } from '../mail/templates';

export async function sendContactMessage(ctx: AppContext, payload: ContactData) {
  if (!(await lookupExists(ctx.db, lookupTables['inquiry-type'], payload.inquiryType))) {
    throw badRequest('Please choose an inquiry type', 'inquiryType');
  }
  await ctx.db.insert(contactTable).values({
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    inquiryTypeId: payload.inquiryType,
    subject: payload.subject,
    message: payload.message,
  });

  ctx.mailer.queue({ to: payload.email, ...mails.contactReceived(payload.name) });
  ctx.mailer.queue({
    to: ctx.config.AGENCY_INBOX,
    ...mails.contactForAgency(payload.subject, [
      ['Name', payload.name],
      ['Email', payload.email],
      ['Phone', payload.phone],
      ['Message', payload.message],
    ]),
  });
  return { message: contactMessages.success };
}
