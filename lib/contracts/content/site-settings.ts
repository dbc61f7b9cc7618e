import { z } from 'zod';
import { defaultPassportValidityMonths } from '../applications/passport-validity-default';

const isoDate = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Use the form YYYY-MM-DD.');

/** The agency's licence from the DMW (formerly POEA): its job ads and the footer must show it. */
export const agencyLicenceSchema = z.object({
  agencyName: z.string().trim().max(200),
  licenceNumber: z.string().trim().max(60),
  /** YYYY-MM-DD; empty until staff enter it. */
  validUntil: isoDate,
  address: z.string().trim().max(300),
});

export type AgencyLicence = z.infer<typeof agencyLicenceSchema>;

// Fields added after the first release carry defaults, so documents stored before them still parse.
export const siteSettingsContentSchema = z.object({
  /** International format; the WhatsApp button is hidden when empty. */
  whatsAppNumber: z.string(),
  agencyLicence: agencyLicenceSchema.default({ agencyName: '', licenceNumber: '', validUntil: '', address: '' }),
  /** A passport must stay valid this many months after the planned departure date. */
  passportValidityMonths: z.number().int().min(0).max(36).default(defaultPassportValidityMonths),
  /** Applications of candidates inactive for longer than this are erased (privacy notice and retention job). */
  dataRetentionMonths: z.number().int().min(6).max(120).default(24),
  /** A sent shortlist with candidates still undecided this many days later reminds the client's contacts, once. */
  shortlistReminderDays: z.number().int().min(1).max(30).default(3),
});

export type SiteSettingsContent = z.infer<typeof siteSettingsContentSchema>;
