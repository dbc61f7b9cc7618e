import { contentDocuments, contentKeys, type ContentKey } from '@contracts/content';
import { api } from '@contracts/endpoints';
import type { Database } from '../db/client';
import { contentDocuments as contentTable } from '../db/schema';
import type { AnswerMaker, CachedAnswer } from './cached-answer';
import { serializerFor } from './serialize';

/** Every published content document's answer (GET /api/{key}); a key not yet published is absent. */
export async function buildContentAnswers(db: Database, maker: AnswerMaker) {
  const rows = await db.select({ key: contentTable.key, data: contentTable.data }).from(contentTable);
  const stored = new Map(rows.map((row) => [row.key, row.data]));
  const answers = new Map<ContentKey, CachedAnswer>();
  for (const key of contentKeys) {
    if (!stored.has(key)) continue;
    // Stored documents were validated on write; parsing again fills defaults added since.
    const data = contentDocuments[key].parse(stored.get(key));
    answers.set(key, await maker.make(serializerFor(api.content[key])({ data })));
  }
  return answers;
}
