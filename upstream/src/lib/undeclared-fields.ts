/**
 * The paths of fields present in `sent` (what a handler returned, as JSON) but missing from
 * `declared` (the same after the response schema dropped what it does not declare).
 */
export function undeclaredFields(sent: unknown, declared: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(declared)) {
    return sent.flatMap((item, i) => undeclaredFields(item, declared[i], `${path}[${i}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(declared)) return [];
  return Object.keys(sent).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    if (sent[key] === undefined) return [];
    return key in declared ? undeclaredFields(sent[key], declared[key], at) : [at];
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
