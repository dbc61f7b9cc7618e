import { api } from '@contracts/endpoints';
import { lookupKinds, type LookupKind } from '@contracts/lookups/lookup';
import type { Database } from '../db/client';
import { listLookupItems } from '../modules/lookups/service';
import type { AnswerMaker, CachedAnswer } from './cached-answer';
import { serializerFor } from './serialize';

/** Every lookup list's answer (GET /api/position, /api/preffered-location, …). */
export async function buildLookupAnswers(db: Database, maker: AnswerMaker) {
  const answers = new Map<LookupKind, CachedAnswer>();
  for (const kind of Object.keys(lookupKinds) as LookupKind[]) {
    const data = await listLookupItems(db, kind);
    answers.set(kind, await maker.make(serializerFor(api.lookups[kind])({ data })));
  }
  return answers;
}
