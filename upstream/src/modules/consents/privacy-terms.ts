import type { ConsentTerms } from '@contracts/privacy/consent';
import type { Database } from '../../db/client';
import { getSiteSettings } from '../content';

/** The site settings' agency name and retention period (their defaults while no document is published). */
export async function privacyTerms(db: Database): Promise<ConsentTerms> {
  const settings = await getSiteSettings(db);
  return { agencyName: settings.agencyLicence.agencyName, retentionMonths: settings.dataRetentionMonths };
}
