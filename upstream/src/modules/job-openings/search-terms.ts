const maxTerms = 8;
const maxTermLength = 40;

/**
 * The words of a free-text search: runs of letters and digits, lower-cased, at most 8 of 40
 * characters. Nothing else of the user's text reaches the tsquery, so no input can break it.
 */
export function searchTerms(text: string | undefined): string[] {
  const words = text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, maxTermLength)))].slice(0, maxTerms);
}

/** Every word must match the start of a word of the opening ('wait' finds 'Waiter'). */
export function toPrefixQuery(terms: string[]) {
  return terms.map((term) => `${term}:*`).join(' & ');
}
