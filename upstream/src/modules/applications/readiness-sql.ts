import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReadinessState } from '@contracts/deployments/documents';
import { applicationDocuments, applications, deploymentDocumentTypes } from '../../db/schema';

/**
 * The readiness of an application row in SQL, for the staff list's column and filter. It mirrors
 * lib/contracts/applications/passport-validity.ts (PostgreSQL's date + interval clamps to the month's end as
 * addMonths does); the list computes the column with that function from these two values.
 */

/** Active required document types this application has no verified file of. */
export const missingRequiredSql = sql<number>`(
  select count(*)::int from ${deploymentDocumentTypes} t
  where t.is_active and t.is_required and not exists (
    select 1 from ${applicationDocuments} d
    where d.application_id = ${applications.id} and d.document_type_id = t.id and d.status = 'Verified'
  )
)`;

/** The passport expiry that counts: a renewed passport's (given with its upload), else the application's. */
const effectiveExpiry = sql`coalesce((
  select d.passport_expiry from ${applicationDocuments} d
  join ${deploymentDocumentTypes} t on t.id = d.document_type_id
  where d.application_id = ${applications.id} and t.is_passport and d.passport_expiry is not null
  order by d.updated_at desc limit 1
), ${applications.passportExpiry})`;

/** The passport expiry in effect, as text (null once erased). */
export const effectivePassportExpirySql = sql<string>`(${effectiveExpiry})::text`;

const passportTooEarly = (months: number) =>
  sql`${effectiveExpiry} < (coalesce(${applications.plannedDepartureDate}, ${applications.availableToStart}) + make_interval(months => ${months}::int))::date`;

export const documentStagesSql = inArray(applications.stage, ['Offered', 'Deployed']);

/** A listed row's readiness inputs, looked up at Offered and Deployed only (null at other stages). */
export const readinessInputsSql = {
  missingRequired: sql<number | null>`case when ${documentStagesSql} then ${missingRequiredSql} end`,
  passportExpiryInEffect: sql<string | null>`case when ${documentStagesSql} then ${effectivePassportExpirySql} end`,
};

/**
 * The readiness state of each row (null at other stages, and while the passport expiry is unknown),
 * as readiness-store.ts stores it for the list's filter.
 */
export function readinessStateSql(months: number): SQL {
  const tooEarly = passportTooEarly(months);
  return sql`case when ${documentStagesSql} then case
    when ${tooEarly} then 'expired'
    when not ${tooEarly} then case when ${missingRequiredSql} > 0 then 'missing' else 'ready' end
  end end::readiness_state`;
}

/** The filter of one readiness state, on the stored state; only Offered and Deployed applications ever match. */
export function readinessWhere(state: ReadinessState): SQL {
  return eq(applications.readiness, state);
}

/** Whether a row's stage has a checklist. */
export const hasChecklist = (stage: string) => stage === 'Offered' || stage === 'Deployed';
