import { inquiryFields } from '@contracts/inquiry';
import { erasedValuesOf } from '@contracts/define-fields';
import { asc, eq, inArray } from 'drizzle-orm';
import { employerInquiries, employerInquiryPositions, positions, requestNotes } from '../../../db/schema';
import type { PrivacyPart } from './part';

/** An employer's hiring inquiries: exported; erasure keeps the company's request without the contact person. */
export const inquiriesPart: PrivacyPart = {
  name: 'employerInquiries',
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(employerInquiries)
      .where(eq(employerInquiries.userId, userId))
      .orderBy(asc(employerInquiries.createdAt));
    const ids = rows.map((row) => row.id);
    const wanted =
      ids.length === 0
        ? []
        : await db
            .select({ inquiryId: employerInquiryPositions.inquiryId, name: positions.name })
            .from(employerInquiryPositions)
            .innerJoin(positions, eq(positions.id, employerInquiryPositions.positionId))
            .where(inArray(employerInquiryPositions.inquiryId, ids));
    return {
      data: rows.map((row) => ({
        companyName: row.companyName,
        contactPerson: row.contactPerson,
        email: row.email,
        phone: row.phone,
        positions: wanted.filter((p) => p.inquiryId === row.id).map((p) => p.name),
        totalPositions: row.totalPositions,
        notes: row.notes,
        status: row.status,
        sentAt: row.createdAt.toISOString(),
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
