import { sql } from 'drizzle-orm';

/** A query drizzle can run as a prepared statement of a given name (a select, a union of selects). */
interface Preparable<R> extends PromiseLike<R> {
  prepare(name: string): { execute(): Promise<R> };
}

/**
 * Runs a hot read as a named prepared statement on PostgreSQL: each pooled connection parses it once,
 * and after five runs PostgreSQL keeps a generic plan when it costs no more than planning each time
 * (its own rule). For the staff's many-table lists planning cost as much as running: the welfare
 * dashboard's reports at 51,500 workers took 2 ms to plan and 2 ms to run. PGlite ignores the name.
 *
 * Only for a statement whose SQL text is the same on every call under that name (values are
 * parameters, never spliced): node-postgres refuses another text under a name it has prepared. So a
 * caller names it only where its shape is fixed, e.g. in the scope that sees every record (a
 * recruiter's scope adds conditions); `false` runs it as an ordinary query. A migration that changes the
 * type of a column such a statement selects makes instances still running on old connections fail it
 * ("cached plan must not change result type") until they reconnect; adding a column does not.
 */
export function runNamed<R>(query: Preparable<R>, name: string | false): PromiseLike<R> {
  return name ? query.prepare(name).execute() : query;
}

/**
 * A LIMIT written into a named statement's text rather than sent as a parameter. A generic plan guesses
 * a parameter's limit at a tenth of the rows, so PostgreSQL refuses it for a short page (the board by
 * owner: 134 rows guessed for 51, 3,871 against 1,474) and plans every call. The name must then say
 * the number unless it is a constant, and callers keep such numbers few (a list's default page size only).
 */
export const limitInText = (rows: number) => sql.raw(String(Math.trunc(rows))) as unknown as number;
