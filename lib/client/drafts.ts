import { clear, createStore, delMany, getMany, set, type UseStore } from 'idb-keyval';
import { setDraftsFlag } from './draft-flag';

/** The IndexedDB database holding unsent form drafts; nothing else is kept there. */
export const draftsDatabase = { name: 'gulf-drafts', store: 'drafts' } as const;

let store: UseStore | undefined;
const draftStore = () => (store ??= createStore(draftsDatabase.name, draftsDatabase.store));

const keyOf = (draftKey: string, part: string) => `${draftKey}/${part}`;

/**
 * A draft is saved in named parts (typed fields, a file, a recording, an upload's state), each apart,
 * so a keystroke never rewrites a 12 MB recording.
 */
export async function saveDraftPart(draftKey: string, part: string, value: unknown): Promise<void> {
  setDraftsFlag(true);
  if (value === undefined || value === null) await delMany([keyOf(draftKey, part)], draftStore());
  else await set(keyOf(draftKey, part), value, draftStore());
}

/** The draft's parts by name; missing ones are undefined. */
export async function loadDraft<P extends string>(draftKey: string, parts: readonly P[]): Promise<Record<P, unknown>> {
  const values = await getMany(
    parts.map((part) => keyOf(draftKey, part)),
    draftStore(),
  );
  return Object.fromEntries(parts.map((part, i) => [part, values[i]])) as Record<P, unknown>;
}

export async function deleteDraft(draftKey: string, parts: readonly string[]): Promise<void> {
  await delMany(
    parts.map((part) => keyOf(draftKey, part)),
    draftStore(),
  );
}

/** Forgets every draft of every form and user. */
export async function clearAllDrafts(): Promise<void> {
  await clear(draftStore());
  setDraftsFlag(false);
}
