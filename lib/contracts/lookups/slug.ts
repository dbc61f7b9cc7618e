/**
 * A lookup name as a URL value: 'Abu Dhabi' → 'abu-dhabi', 'AED 1,500 – 2,000' → 'aed-1500-2000'. The
 * careers page's filters use it, and the job alerts' mails link to those searches with it.
 */
export function lookupSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d)[,.](?=\d{3}(\D|$))/g, '$1')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
