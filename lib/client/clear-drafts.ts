import { bumpDraftsGeneration, mayHaveDrafts } from './draft-flag';

/** Clears every draft (passport numbers, files, recordings) if any may exist: at logout and when the session is seen to end. */
export function clearDraftsIfAny(): Promise<void> {
  // At once, before the clearing itself: a save still waiting for its debounce is dropped.
  bumpDraftsGeneration();
  if (!mayHaveDrafts()) return Promise.resolve();
  // drafts.ts (IndexedDB) loads only when drafts may exist, off every other page's sign-out path.
  return import('./drafts').then((drafts) => drafts.clearAllDrafts()).catch(() => undefined);
}
