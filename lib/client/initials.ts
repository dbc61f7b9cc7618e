/** Initials of the first two words of a name, in capitals ('maria clara santos' → 'MC'). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
