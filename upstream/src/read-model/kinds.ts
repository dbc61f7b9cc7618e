// Apart from read-model.ts so that published.ts (which every module's writes call) needs none of the
// modules the read model reads.

/** What a write can change: each kind is rebuilt as a whole. */
export const readModelKinds = ['content', 'lookups', 'testimonials', 'jobs'] as const;
export type ReadModelKind = (typeof readModelKinds)[number];
