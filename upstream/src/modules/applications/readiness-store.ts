import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applications } from '../../db/schema';
import { getSiteSettings } from '../content';
import { documentStagesSql, readinessStateSql } from './readiness-sql';

/** The `passportValidityMonths` site setting; its default while staff have not saved the settings. */
export async function passportValidityMonths(ctx: { db: Database }): Promise<number> {
  return (await getSiteSettings(ctx.db)).passportValidityMonths;
}

/**
 * Stores the readiness of the applications `where` picks, so the staff list filters by an indexed
 * column. Every write that changes an input calls it: a stage change, a document's upload or review,
 * the planned departure date (one application), the document types or the passport setting (all).
 * Rows whose state is unchanged are not written.
 */
export async function storeReadiness(db: Database, where: SQL) {
  const state = readinessStateSql(await passportValidityMonths({ db }));
  await db.execute(sql`
    update ${applications} as target set readiness = fresh.state
    from (select ${applications.id} as id, ${state} as state from ${applications} where ${where}) as fresh
    where target.id = fresh.id and target.readiness is distinct from fresh.state`);
}

/** One application's readiness, after a change to it. */
export const storeReadinessOf = (db: Database, applicationId: string) =>
  storeReadiness(db, eq(applications.id, applicationId));

/** Every listed Offered or Deployed application's, after a change to the rule's settings. */
export const storeEveryReadiness = (db: Database) =>
  storeReadiness(db, and(documentStagesSql, isNull(applications.anonymisedAt))!);
