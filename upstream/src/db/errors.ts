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

/** Connection-level failures: the server went away, refused us, or the connection broke. */
const unavailableCodes = /^(08...|57P0[1-3]|53300)$/;
const unavailableMessages =
  /Connection terminated|connection error and is not queryable|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect/;

/** True when a query failed because the database could not be reached, not because of the query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 3; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (unavailableCodes.test(code) || /^E(CONNREFUSED|CONNRESET|PIPE)$/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
