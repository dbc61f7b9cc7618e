type ErrorLike = { code?: unknown; message?: unknown; constraint?: string };

/** The error and the causes it wraps (drizzle wraps the driver's error in `cause`), three deep. */
function* errorChain(err: unknown): Generator<ErrorLike> {
  let current: unknown = err;
  for (let depth = 0; current && depth < 3; depth++) {
    yield current as ErrorLike;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The driver's error inside a query error, when it has a PostgreSQL code. */
function pgError(err: unknown): { code: string; constraint?: string } | undefined {
  for (const current of errorChain(err)) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current as { code: string; constraint?: string };
    }
  }
  return undefined;
}

const pgCode = (err: unknown) => pgError(err)?.code;

/** A unique violation; with `constraint`, only of that unique index or constraint. */
export const isUniqueViolation = (err: unknown, constraint?: string) =>
  pgCode(err) === '23505' && (!constraint || pgError(err)?.constraint === constraint);
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
/** A row of a partitioned table whose partition does not exist (a check violation naming no partition). */
export const isMissingPartition = (err: unknown) =>
  pgCode(err) === '23514' && [...errorChain(err)].some((e) => String(e.message).includes('no partition'));

/** Connection-level failures: the server went away, refused us, or the connection broke. */
const unavailableCodes = /^(08...|57P0[1-3]|53300)$/;
const unavailableMessages =
  /Connection terminated|connection error and is not queryable|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect/;

/** True when a query failed because the database could not be reached, not because of the query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of errorChain(err)) {
    if (typeof code === 'string' && (unavailableCodes.test(code) || /^E(CONNREFUSED|CONNRESET|PIPE)$/.test(code))) {
      return true;
    }
    if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  }
  return false;
}
