// The set-based statements of grow-history.mjs: each inserts thousands of rows from generate_series in
// one statement (parents and children together through data-modifying CTEs, whose foreign keys are
// checked at the statement's end). Rows of one run are found again by ids made from the run's salt
// (md5(salt-kind-n)::uuid). Every insert names its columns, so columns added later with defaults fit.
import {
  documentRejections,
  emailDomains,
  firstNames,
  lastNames,
  previousJobTitles,
  sqlArray,
  withdrawalReasons,
} from './history-words.mjs';

/** One element of `list` chosen by the SQL expression `r` (a number in [0, 1)). */
const pick = (list, r = 'random()') => `(${sqlArray(list)})[1 + floor(${r} * ${list.length})::int]`;
const idOf = (salt, kind, n) => `md5('${salt}-${kind}-' || ${n})::uuid`;
/** A stored file's name, as the upload service names files (a uuid and an extension). */
const fileOf = (salt, kind, n, ext) => `md5('${salt}-${kind}f-' || ${n})::uuid::text || '.${ext}'`;
const lookups = `lk as (select (select array_agg(id order by sorting_order, id) from positions) ps,
  (select array_agg(id order by sorting_order, id) from preferred_locations) ls)`;
const staffIds = `st as (select array_agg(id order by id) ids from users where user_type = 'Admin')`;
const staffPick = `st.ids[1 + floor(random() * cardinality(st.ids))::int]`;
const consentVersion = '2026-11-24.1';

const way = `array['New', 'Screening', 'Interview', 'Offered', 'Deployed']::application_stage[]`;
/** How far along the way an application of `stage` came (Rejected and Withdrawn: where it left, from its id). */
const reached = (stage, id) => `case when ${stage} in ('Rejected', 'Withdrawn')
  then (array[1, 1, 1, 1, 2, 3])[1 + abs(hashtext(${id}::text)) % 6]
    + case when ${stage} = 'Rejected' and abs(hashtext(${id}::text)) % 7 = 0 then 1 else 0 end
  else array_position(${way}, ${stage}) end`;
/** When the `step`-th of an application's `n` stage changes happened: spread over its first 120 days. */
const changedAt = (created, step, n) =>
  `${created} + least(now() - ${created}, interval '120 days') * ${step} / (${n} + 1)`;

/**
 * Candidates signed up over two years (a growing agency: more of them recent), 30% with a profile
 * picture, each with the signup consent. `dormant` ones signed up 25 months ago and were never seen again.
 */
export function candidatesSql({ count, base, salt, passwordHash, dormant = false }) {
  const signedUp = dormant
    ? `now() - interval '745 days' - interval '30 days' * random()`
    : `now() - interval '720 days' * power(random(), 1.25)`;
  return `with s as (
  select g, ${pick(firstNames)} fn, ${pick(lastNames)} ln, ${pick(emailDomains)} dom, ${signedUp} c,
    random() r_pic, random() r_login, random() r_verified
  from generate_series(1, ${count}) g
), ins as (
  insert into users (id, user_type, name, email, password_hash, phone, country, image, email_verified_at,
    last_login_at, created_at, updated_at)
  select ${idOf(salt, 'u', 'g')}, 'User', fn || ' ' || ln,
    lower(replace(fn, ' ', '')) || '.' || lower(replace(ln, ' ', '')) || (${base} + g) || '@' || dom,
    '${passwordHash}', '+63 9' || lpad(floor(random() * 1e9)::bigint::text, 9, '0'), 'Philippines',
    case when r_pic < 0.3 then ${fileOf(salt, 'p', 'g', 'webp')} end,
    case when r_verified < 0.92 then c + interval '12 minutes' end,
    ${dormant ? `c + interval '3 days' * r_login` : `c + (now() - c) * r_login`}, c, c
  from s
  on conflict do nothing
  returning id, image, created_at
), pictures as (
  insert into uploads (id, file_name, owner_id, kind, visibility, mime_type, size_bytes, original_name, created_at)
  select gen_random_uuid(), image, id, 'image', 'public', 'image/webp', 40000 + floor(random() * 160000)::int,
    'profile.jpg', created_at + interval '20 minutes'
  from ins where image is not null
  returning 1
)
insert into consents (user_id, kind, text_version, retention_months, created_at)
select id, 'signup', '${consentVersion}', 24, created_at from ins`;
}

/** Job openings made in JavaScript (`rows`: benchJob's fields plus id, slug, dates), with their emirates. */
export function jobsSql(rows) {
  const json = JSON.stringify(rows);
  if (json.includes('$jobs$')) throw new Error('job texts hold the quoting marker');
  return `with x as (
  select * from jsonb_to_recordset($jobs$${json}$jobs$::jsonb) as x(id uuid, slug text, title text,
    "companyName" text, icon text, tag job_tag, position uuid, "salaryBudget" uuid, "salaryMinAed" int,
    "salaryMaxAed" int, "employmentType" employment_type, "postingKind" posting_kind, "jobOrderNumber" text,
    "principalName" text, "principalConfidential" boolean, "worksiteCity" text, vacancies int,
    "contractMonths" int, "accommodationProvided" boolean, "foodProvided" boolean, "transportProvided" boolean,
    "visaProvided" boolean, description text, responsibilities text, benefits text, "isActive" boolean,
    "validThrough" date, "createdAt" timestamptz, "updatedAt" timestamptz, locations jsonb)
), ins as (
  insert into job_openings (id, slug, title, company_name, icon, tag, position_id, salary_budget_id, salary_min_aed,
    salary_max_aed, employment_type, posting_kind, job_order_number, principal_name, principal_confidential,
    worksite_city, vacancies, contract_months, accommodation_provided, food_provided, transport_provided,
    visa_provided, description, responsibilities, benefits, is_active, valid_through, created_at, updated_at,
    search_text)
  select id, slug, title, "companyName", icon, tag, position, "salaryBudget", "salaryMinAed", "salaryMaxAed",
    "employmentType", "postingKind", "jobOrderNumber", "principalName", "principalConfidential", "worksiteCity",
    vacancies, "contractMonths", "accommodationProvided", "foodProvided", "transportProvided", "visaProvided",
    description, responsibilities, benefits, "isActive", "validThrough", "createdAt", "updatedAt",
    -- As the service writes it (job-openings/repository.ts refreshSearchText).
    concat_ws(' ', title, (select name from positions p where p.id = x.position), "companyName",
      regexp_replace(regexp_replace(description, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'))
  from x
  returning id
)
insert into job_opening_locations (job_opening_id, location_id, position)
select x.id, l.value::uuid, l.n - 1 from x join ins using (id), jsonb_array_elements_text(x.locations) with ordinality l(value, n)`;
}

/**
 * Applications with their resume and video: 80% to an opening (dated within its open period), 20%
 * general (a position chosen). Stages follow age: recent ones are mostly New; older ones ended in
 * Deployed, Rejected or Withdrawn. 3% of older ones belong to erased accounts (anonymised).
 */
export function applicationsSql({ count, salt }) {
  const stage = `case
    when age < 21 then case when r_stage < 0.6 then 'New' when r_stage < 0.85 then 'Screening'
      when r_stage < 0.95 then 'Interview' else 'Withdrawn' end
    else case when r_stage < 0.08 then 'New' when r_stage < 0.2 then 'Screening' when r_stage < 0.31 then 'Interview'
      when r_stage < 0.37 then 'Offered' when r_stage < 0.515 then case when age > 45 then 'Deployed' else 'Offered' end
      when r_stage < 0.84 then 'Rejected' else 'Withdrawn' end
  end::application_stage`;
  return `with
u as (select id, name, email, phone, row_number() over (order by created_at, id) - 1 i from users
  where user_type = 'User' and not is_disabled and created_at > now() - interval '730 days'),
nu as (select count(*)::int n from u),
j as (select id, created_at, least(coalesce(valid_through + 1, current_date + 1)::timestamptz, now()) until,
  row_number() over (order by created_at, id) - 1 i from job_openings),
nj as (select count(*)::int n from j),
${lookups},
p as (
  select g, floor(random() * nu.n)::int ui,
    case when random() < 0.2 or nj.n = 0 then null else floor(random() * nj.n)::int end ji,
    random() r_date, random() r_stage, random() r_anon, random() r_en, random() r_exp, random() r_edu,
    random() r_pass, random() r_loc, random() r_pos, random() r_avail, random() r_note
  from generate_series(1, ${count}) g, nu, nj
),
a0 as (
  select p.*, u.id user_id, u.name, u.email, u.phone, j.id job_id,
    case when j.id is null then now() - interval '720 days' * power(p.r_date, 1.25)
      else j.created_at + greatest(j.until - j.created_at, interval '1 hour') * power(p.r_date, 1.6) end c,
    row_number() over (partition by u.id, j.id order by p.g) dup
  from p join u on u.i = p.ui left join j on j.i = p.ji
),
a1 as (select a0.*, extract(epoch from now() - c) / 86400 age from a0 where job_id is null or dup = 1),
a2 as (select a1.*, ${idOf(salt, 'a', 'g')} id, r_anon < 0.03 and age > 200 anon, ${stage} stage from a1),
a as (select a2.*, ${reached('stage', 'id')} - case when stage in ('Rejected', 'Withdrawn') then 0 else 1 end changes from a2),
files as (
  insert into uploads (id, file_name, owner_id, kind, visibility, mime_type, size_bytes, original_name, created_at)
  select ${idOf(salt, 'r', 'g')}, ${fileOf(salt, 'r', 'g', 'pdf')}, user_id, 'resume'::upload_kind, 'private'::upload_visibility, 'application/pdf',
    60000 + floor(random() * 700000)::int, 'resume.pdf', c - interval '3 minutes' from a where not anon
  union all
  select ${idOf(salt, 'v', 'g')}, ${fileOf(salt, 'v', 'g', 'mp4')}, user_id, 'video'::upload_kind, 'private'::upload_visibility, 'video/mp4',
    4000000 + floor(random() * 30000000)::int, 'introduction.mp4', c - interval '2 minutes' from a where not anon
  returning 1
)
insert into applications (id, user_id, job_opening_id, applied_for_id, name, email, phone, resume_upload_id,
  video_upload_id, english_proficiency, experience_in_years, previous_job_title, education, passport_number,
  passport_expiry, preferred_location_id, available_to_start, planned_departure_date, notes, stage, anonymised_at,
  created_at, updated_at)
select id, case when not anon then user_id end, job_id,
  case when job_id is null then lk.ps[1 + floor(r_pos * cardinality(lk.ps))::int] end,
  case when anon then '' else name end, case when anon then '' else email end, case when anon then '' else phone end,
  case when not anon then ${idOf(salt, 'r', 'g')} end, case when not anon then ${idOf(salt, 'v', 'g')} end,
  case when r_en < 0.1 then 'basic' when r_en < 0.5 then 'intermediate' when r_en < 0.85 then 'advanced'
    else 'fluent' end::english_proficiency,
  floor(power(r_exp, 1.8) * 21)::int,
  case when anon then '' else ${pick(previousJobTitles)} end,
  case when r_edu < 0.25 then 'high_school' when r_edu < 0.55 then 'college' when r_edu < 0.75 then 'vocational'
    when r_edu < 0.97 then 'bachelor' else 'master' end::education_level,
  case when anon then '' else 'P' || lpad(floor(random() * 1e7)::int::text, 7, '0') || chr(65 + floor(random() * 26)::int) end,
  case when not anon then c::date + 14 + floor(r_avail * 90)::int + 20 + floor(r_pass * 3600)::int end,
  lk.ls[1 + floor(r_loc * cardinality(lk.ls))::int],
  c::date + 14 + floor(r_avail * 90)::int,
  case when stage in ('Offered', 'Deployed') and r_avail < 0.7 then c::date + 30 + floor(r_avail * 120)::int end,
  case when anon or r_note > 0.1 then '' else ${pick(['Referred by a former candidate.', 'Walk-in at the Manila office.', 'Asked to be called after 6 pm.', 'Has a TESDA NC II certificate.'], 'r_note * 10')} end,
  stage, case when anon then c + (now() - c) * 0.9 end, c,
  -- Its last stage change (stageChangesSql makes them).
  ${changedAt('c', 'changes', 'changes')}
from a, lk
on conflict do nothing`;
}

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
 * One general application from each dormant candidate (`salt` of their candidatesSql), sent the day
 * after they signed up and rejected a week later: the retention task's work.
 */
export function dormantApplicationsSql({ count, salt }) {
  return `with
${staffIds},
${lookups},
a as (
  select g, u.id user_id, u.name, u.email, u.phone, u.created_at + interval '1 day' c
  from generate_series(1, ${count}) g join users u on u.id = ${idOf(salt, 'u', 'g')}
),
files as (
  insert into uploads (id, file_name, owner_id, kind, visibility, mime_type, size_bytes, original_name, created_at)
  select ${idOf(salt, 'r', 'g')}, ${fileOf(salt, 'r', 'g', 'pdf')}, user_id, 'resume'::upload_kind, 'private'::upload_visibility, 'application/pdf',
    200000, 'resume.pdf', c from a
  union all
  select ${idOf(salt, 'v', 'g')}, ${fileOf(salt, 'v', 'g', 'mp4')}, user_id, 'video'::upload_kind, 'private'::upload_visibility, 'video/mp4',
    9000000, 'introduction.mp4', c from a
  returning 1
),
apps as (
  insert into applications (id, user_id, applied_for_id, name, email, phone, resume_upload_id, video_upload_id,
    english_proficiency, experience_in_years, education, passport_number, passport_expiry, preferred_location_id,
    available_to_start, stage, created_at, updated_at)
  select ${idOf(salt, 'a', 'g')}, user_id, lk.ps[1 + floor(random() * cardinality(lk.ps))::int], name, email, phone,
    ${idOf(salt, 'r', 'g')}, ${idOf(salt, 'v', 'g')}, 'intermediate', floor(random() * 6)::int, 'college',
    'P' || lpad(floor(random() * 1e7)::int::text, 7, '0') || 'B', c::date + 2000, lk.ls[1], c::date + 30,
    'Rejected', c, c + interval '7 days'
  from a, lk
  returning id, created_at
)
insert into application_stage_changes (application_id, from_stage, to_stage, changed_by, candidate_emailed, created_at)
select apps.id, 'New', 'Rejected', ${staffPick}, true, apps.created_at + interval '7 days' from apps, st`;
}

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
