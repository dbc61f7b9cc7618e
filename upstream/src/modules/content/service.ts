import { contentDocuments, type ContentKey, type ContentOf } from '@contracts/content';
// Not through the index: under tsx the contracts load as CommonJS, whose re-exports Node cannot name.
import { siteSettingsContentSchema } from '@contracts/content/site-settings';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http-error';
import { findContentDocument } from './repository';

export async function getContent<K extends ContentKey>(db: Database, key: K): Promise<ContentOf<K>> {
  const data = await findContentDocument(db, key);
  if (data === undefined) throw notFound('This content has not been published yet.');
  // Stored documents were validated on write; parsing again fills defaults added since.
  return contentDocuments[key].parse(data) as ContentOf<K>;
}

/** The site settings, or every setting's default while staff have not published the document. */
export async function getSiteSettings(db: Database): Promise<ContentOf<'site-setting'>> {
  return getContent(db, 'site-setting').catch((err: unknown) => {
    if (err instanceof HttpError && err.statusCode === 404)
      return siteSettingsContentSchema.parse({ whatsAppNumber: '' });
    throw err;
  });
}
