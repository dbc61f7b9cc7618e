import type { ConsentTerms } from '@contracts/consent';
import { siteSettingsContentSchema } from '@contracts/content/site-settings';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { getContent } from '../content/service';

/** The site settings' agency name and retention period; their defaults while no document is published. */
export async function privacyTerms(db: Database): Promise<ConsentTerms> {
  const settings = await getContent(db, 'site-setting').catch((err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 404)
      return siteSettingsContentSchema.parse({ whatsAppNumber: '' });
    throw err;
  });
  return { agencyName: settings.agencyLicence.agencyName, retentionMonths: settings.dataRetentionMonths };
}
