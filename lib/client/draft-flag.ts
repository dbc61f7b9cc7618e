// No IndexedDB code here: the sign-out path reads this on every page (clear-drafts.ts loads drafts.ts only when needed).

/** localStorage key marking that drafts may exist in IndexedDB (the marker holds no content). */
export const draftsFlagKey = 'gulf-drafts';

export function mayHaveDrafts(): boolean {
  try {
    return localStorage.getItem(draftsFlagKey) === '1';
  } catch {
    return false;
  }
}

export function setDraftsFlag(on: boolean) {
  try {
    if (on) localStorage.setItem(draftsFlagKey, '1');
    else localStorage.removeItem(draftsFlagKey);
  } catch {
    // Storage refused (private mode): drafts then simply are not kept.
  }
}

let generation = 0;

/** Counts sign-outs in this page: a form that loaded its draft before one must save nothing after it. */
export const draftsGeneration = () => generation;

/** A sign-out starts a new generation (clear-drafts.ts). */
export function bumpDraftsGeneration() {
  generation++;
}
