/** The driver's error inside a query error (drizzle wraps it in `cause`), when it has a PostgreSQL code. */
function pgError(err: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as { code: string; constraint?: string };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const pgCode = (err: unknown) => pgError(err)?.code;

/** A unique violation; with `constraint`, only of that unique index or constraint. */
export const isUniqueViolation = (err: unknown, constraint?: string) =>
  pgCode(err) === '23505' && (!constraint || pgError(err)?.constraint === constraint);
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
