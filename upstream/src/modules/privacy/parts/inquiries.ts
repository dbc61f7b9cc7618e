import { inquiryFields } from '@contracts/inquiries/fields';
import { erasedValuesOf } from '@contracts/core/define-fields';
import { asc, eq, inArray } from 'drizzle-orm';
import { employerInquiries, requestNotes } from '../../../db/schema';
import { exportedValuesOf } from '../../../lib/declared-values';
import { readInquiries, withPositions } from '../../inquiries';
import type { PrivacyPart } from './part';

/**
 * An employer's hiring inquiries with every field they sent (inquiryFields, the lookups by name):
 * exported; erasure keeps the company's request without the contact person.
 */
export const inquiriesPart: PrivacyPart = {
  name: 'employerInquiries',
  async collect(db, userId) {
    const read = await readInquiries(db)
      .where(eq(employerInquiries.userId, userId))
      .orderBy(asc(employerInquiries.createdAt));
    return {
      data: (await withPositions(db, read)).map(({ inquiry, ...joined }) => ({
        ...exportedValuesOf(inquiryFields, { row: inquiry, joined }),
        status: inquiry.status,
        sentAt: inquiry.createdAt.toISOString(),
      })),
    };
  },
  async erase(db, userId) {
    const rows = await db
      .update(employerInquiries)
      .set({ userId: null, ...erasedValuesOf(inquiryFields) })
      .where(eq(employerInquiries.userId, userId))
      .returning({ id: employerInquiries.id });
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) await db.delete(requestNotes).where(inArray(requestNotes.inquiryId, ids));
    return { count: rows.length };
  },
};
