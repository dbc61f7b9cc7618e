/**
 * A list's next query string: `patch` applied to `current` (the address's query as it is now; an empty
 * value removes its parameter). Any change but the page's goes back to page 1.
 */
export function nextListQuery(current: string, patch: Record<string, string | undefined>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in patch)) next.delete('page');
  return next.toString();
}
