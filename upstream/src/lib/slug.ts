/** URL-safe slug: lower-case ASCII words joined by dashes ('Waiter / Waitress – Dubai' → 'waiter-waitress-dubai'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
