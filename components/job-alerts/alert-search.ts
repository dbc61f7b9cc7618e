/** The search an alert watches, in the upstream's terms (lookup ids and free text). */
export interface AlertSearch {
  q?: string;
  position?: string;
  location?: string;
}

/** How the page names a search: 'Waiter, Dubai, "pool"', or every new job. */
export function alertSearchLabel(q: string | undefined, position: string | undefined, location: string | undefined) {
  const parts = [position, location, q ? `"${q}"` : undefined].filter(Boolean);
  return parts.length ? parts.join(', ') : 'any new job';
}
