import { inquiryFields, type InquiryData } from '@contracts/inquiries/fields';
import { storedValuesOf } from '@contracts/core/define-fields';
import type { AppContext } from '../../context';
import { employerInquiries, employerInquiryPositions } from '../../db/schema';
import { badRequest } from '../../http-error';
import { allLookupsExist, lookupExists, lookupTables } from '../lookups';
import { mails } from '../mail';

/** Each referenced lookup must exist; the message is the field's own 'required' message. */
const references = [
  ['businessType', 'business-type', 'Company type is required'],
  ['location', 'preffered-location', 'Location is required'],
  ['hiringUrgency', 'hiring-urgency', 'Urgency is required'],
  ['salaryBudget', 'salary-budget', 'Budget range is required'],
] as const;

export async function submitInquiry(ctx: AppContext, userId: string, payload: InquiryData) {
  for (const [field, kind, message] of references) {
    if (!(await lookupExists(ctx.db, lookupTables[kind], payload[field]))) throw badRequest(message, field);
  }
  if (!(await allLookupsExist(ctx.db, lookupTables.position, payload.positions))) {
    throw badRequest('Please select at least one position', 'positions');
  }

  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(employerInquiries)
      .values({ userId, ...storedValuesOf(inquiryFields, payload) })
      .returning({ id: employerInquiries.id });
    await tx
      .insert(employerInquiryPositions)
      .values([...new Set(payload.positions)].map((positionId) => ({ inquiryId: row!.id, positionId })));
    // With the inquiry: once it is stored, its mails go out even if the process dies right after.
    await ctx.mailer.queueIn(tx, {
      to: payload.email,
      ...mails.inquiryReceived(payload.contactPerson, payload.companyName),
    });
    await ctx.mailer.queueIn(tx, {
      to: ctx.config.AGENCY_INBOX,
      ...mails.inquiryForAgency(payload.companyName, [
        ['Contact', payload.contactPerson],
        ['Email', payload.email],
        ['Phone', payload.phone],
        ['Positions needed', String(payload.totalPositions)],
        ['Notes', payload.notes || '—'],
      ]),
    });
  });
  return { message: 'Employer inquiry submitted successfully!' };
}
