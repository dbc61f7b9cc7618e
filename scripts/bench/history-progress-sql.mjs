// What happened to the generated applications and candidates afterwards (grow-history.mjs): each
// application's stage changes, the deployment documents, the application consents, the sign-up dates
// and the talent pool's profiles. Set-based, as history-sql.mjs.
import { documentRejections, previousJobTitles, withdrawalReasons } from './history-words.mjs';
import {
  changedAt,
  consentVersion,
  idOf,
  lookups,
  pick,
  reached,
  staffIds,
  staffPick,
  way,
} from './history-sql-parts.mjs';

/** This run's applications (n = 1..count), joined through their salted ids. */
const runApplications = (salt, count, where) =>
  `select ap.* from generate_series(1, ${count}) g join applications ap on ap.id = ${idOf(salt, 'a', 'g')} where ${where}`;

/**
 * Each application's way to its stage (New -> Screening -> Interview -> Offered -> Deployed, or off to
 * Rejected by staff / Withdrawn by the candidate with a reason), spread over its first 120 days.
 */
export function stageChangesSql({ count, salt }) {
  return `with
${staffIds},
a as (${runApplications(salt, count, `ap.stage <> 'New'`)}),
w as (
  select a.id, a.created_at, a.stage, a.stage in ('Rejected', 'Withdrawn') terminal, ${reached('a.stage', 'a.id')} reached
  from a
),
steps as (
  select w.id, w.created_at, i step, w.reached - 1 + w.terminal::int n, (${way})[i] from_stage,
    (${way})[i + 1] to_stage, false by_candidate
  from w, generate_series(1, w.reached - 1) i
  union all
  select w.id, w.created_at, w.reached, w.reached, (${way})[w.reached], w.stage, w.stage = 'Withdrawn'
  from w where w.terminal
),
timed as (select steps.*, ${changedAt('created_at', 'step', 'n')} moment from steps)
insert into application_stage_changes (application_id, from_stage, to_stage, changed_by, by_candidate, reason,
  candidate_emailed, created_at)
select id, from_stage, to_stage, case when not by_candidate then ${staffPick} end, by_candidate,
  case when by_candidate then ${pick(withdrawalReasons)} else '' end,
  not by_candidate and random() < 0.6, moment
from timed, st`;
}

/**
 * The deployment checklist of Offered and Deployed applications: Deployed ones hold every document
 * (nearly all verified), Offered ones about 70% of them (some uploaded, some rejected with a reason);
 * a fifth of the passports uploaded are renewed ones with a later expiry.
 */
export function documentsSql({ count, salt }) {
  return `with
${staffIds},
a as (${runApplications(salt, count, `ap.stage in ('Offered', 'Deployed') and ap.anonymised_at is null`)}),
d as (
  select a.id app, a.user_id, t.id type_id, t.is_passport, random() r_renew, random() r_size,
    a.created_at + least(now() - a.created_at, interval '60 days') * (0.3 + 0.6 * random()) moment,
    md5('${salt}-d-' || a.id || t.id)::uuid upload_id, md5('${salt}-df-' || a.id || t.id)::uuid::text || '.pdf' file,
    case when a.stage = 'Deployed' then case when random() < 0.97 then 'Verified' else 'Uploaded' end
      else (array['Verified', 'Verified', 'Verified', 'Uploaded', 'Uploaded', 'Rejected'])[1 + floor(random() * 6)::int]
    end::document_status status
  from a cross join deployment_document_types t
  where t.is_active and (a.stage = 'Deployed' or random() < 0.7)
),
files as (
  insert into uploads (id, file_name, owner_id, kind, visibility, mime_type, size_bytes, original_name, created_at)
  select upload_id, file, user_id, 'document', 'private', 'application/pdf', 80000 + floor(r_size * 900000)::int,
    'document.pdf', moment from d
  returning 1
)
insert into application_documents (application_id, document_type_id, upload_id, status, rejection_reason,
  passport_expiry, reviewed_by, reviewed_at, created_at, updated_at)
select app, type_id, upload_id, status, case when status = 'Rejected' then ${pick(documentRejections)} end,
  case when is_passport and r_renew < 0.2 then moment::date + 3000 + floor(r_renew * 3000)::int end,
  case when status <> 'Uploaded' then ${staffPick} end, case when status <> 'Uploaded' then moment + interval '1 day' end,
  moment, case when status <> 'Uploaded' then moment + interval '1 day' else moment end
from d, st`;
}

/** The application consent of this run's applications that still have their candidate. */
export function applicationConsentsSql({ count, salt }) {
  return `insert into consents (user_id, kind, application_id, text_version, retention_months, created_at)
select a.user_id, 'application', a.id, '${consentVersion}', 24, a.created_at
from (${runApplications(salt, count, 'ap.user_id is not null')}) a`;
}

/** A candidate signed up before their first application, and signed in at least then. */
export const candidateDatesSql = `update users u set created_at = f.first - interval '2 hours',
  email_verified_at = case when u.email_verified_at is not null then f.first - interval '1 hour' end,
  last_login_at = greatest(u.last_login_at, f.first)
from (select user_id, min(created_at) first from applications where user_id is not null group by user_id) f
where f.user_id = u.id and u.created_at > f.first`;

/**
 * Each candidate's profile (the talent pool): for those who applied, as the migration's backfill made
 * it (their latest application's details and files; the positions applied for, newest first); for
 * those who never applied, details saved on their profile page. 40% kept no video. Last active: the
 * latest of signing in and applying. A candidate with a profile already keeps it.
 */
export function profilesSql() {
  return `with
${lookups},
latest as (
  select distinct on (a.user_id) a.* from applications a
  where a.user_id is not null and a.anonymised_at is null
  order by a.user_id, a.created_at desc
),
applied as (
  select a.user_id, coalesce(pj.name, pa.name) name, max(a.created_at) last
  from applications a
  left join job_openings j on j.id = a.job_opening_id
  left join positions pj on pj.id = j.position_id
  left join positions pa on pa.id = a.applied_for_id
  where a.user_id is not null and a.anonymised_at is null and coalesce(pj.name, pa.name) is not null
  group by a.user_id, coalesce(pj.name, pa.name)
),
names as (select user_id, string_agg(name, E'\\n' order by last desc) names from applied group by user_id),
from_applications as (
  select l.user_id, l.preferred_location_id, l.experience_in_years, l.previous_job_title, l.education,
    l.english_proficiency, l.passport_number, l.passport_expiry, l.available_to_start, l.resume_upload_id,
    case when random() < 0.6 then l.video_upload_id end video_upload_id, coalesce(n.names, '') position_names,
    greatest(l.created_at, u.last_login_at) last_active_at, l.created_at
  from latest l join users u on u.id = l.user_id left join names n on n.user_id = l.user_id
),
never_applied as (
  select u.id user_id, lk.ls[1 + floor(random() * cardinality(lk.ls))::int] preferred_location_id,
    floor(power(random(), 1.8) * 21)::int experience_in_years, ${pick(previousJobTitles)} previous_job_title,
    (array['high_school', 'college', 'vocational', 'bachelor'])[1 + floor(random() * 4)::int]::education_level education,
    (array['basic', 'intermediate', 'advanced', 'fluent'])[1 + floor(random() * 4)::int]::english_proficiency english_proficiency,
    'P' || lpad(floor(random() * 1e7)::int::text, 7, '0') || 'C' passport_number,
    u.created_at::date + 1500 + floor(random() * 2000)::int passport_expiry,
    u.created_at::date + 14 + floor(random() * 90)::int available_to_start,
    null::uuid resume_upload_id, null::uuid video_upload_id, '' position_names,
    coalesce(u.last_login_at, u.created_at) last_active_at, u.created_at
  from users u, lk
  where u.user_type = 'User' and not u.is_disabled and not exists (select 1 from latest l where l.user_id = u.id)
)
insert into candidate_profiles (user_id, preferred_location_id, experience_in_years, previous_job_title, education,
  english_proficiency, passport_number, passport_expiry, available_to_start, resume_upload_id, video_upload_id,
  position_names, last_active_at, created_at, updated_at)
select user_id, preferred_location_id, experience_in_years, previous_job_title, education, english_proficiency,
  passport_number, passport_expiry, available_to_start, resume_upload_id, video_upload_id, position_names,
  last_active_at, created_at, created_at
from (select * from from_applications union all select * from never_applied) p
on conflict (user_id) do nothing`;
}
