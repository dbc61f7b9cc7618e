import { contentDocuments, type ContentKey, type ContentOf } from '@contracts/content';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { withIds } from '../../lib/with-ids';
import { published } from '../../read-model/published';
import { upsertContentDocument } from './repository';
import type { Database } from '../../db/client';
import { getSiteSettings } from './service';

/** What a change to the passport rule's setting sets off (the applications' stored readiness, given by the staff area). */
export type PassportRuleChange = (db: Database) => Promise<void>;

const passportValidityMonths = async (db: Database) => (await getSiteSettings(db)).passportValidityMonths;

/**
 * Replaces a content document. Its contract depends on the key in the path, which a route's body
 * schema cannot see, so it is parsed here; a refusal has the shape of every other 400.
 */
export async function saveContent<K extends ContentKey>(
  ctx: AppContext,
  key: K,
  document: unknown,
  staffId: string,
  onPassportRuleChange: PassportRuleChange,
): Promise<ContentOf<K>> {
  // New list items arrive without an _id; they get one before parsing.
  const parsed = contentDocuments[key].safeParse(withIds(document));
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    throw new HttpError(400, parsed.error.issues[0]?.message ?? 'The request is not valid.', errors);
  }
  const monthsBefore = key === 'site-setting' ? await passportValidityMonths(ctx.db) : undefined;
  await upsertContentDocument(ctx.db, key, parsed.data, staffId);
  // The passport rule's setting changes every stored readiness (the staff list's filter).
  if (monthsBefore !== undefined && monthsBefore !== (await passportValidityMonths(ctx.db))) {
    await onPassportRuleChange(ctx.db);
  }
  await published(ctx, { content: key });
  return parsed.data as ContentOf<K>;
}
