// The set-based statements of grow-history.mjs: each inserts thousands of rows from generate_series in
// one statement (parents and children together through data-modifying CTEs, whose foreign keys are
// checked at the statement's end). Rows of one run are found again by ids made from the run's salt
// (md5(salt-kind-n)::uuid). Every insert names its columns, so columns added later with defaults fit.
import { emailDomains, firstNames, lastNames, previousJobTitles } from './history-words.mjs';
import {
  changedAt,
  consentVersion,
  fileOf,
  idOf,
  lookups,
  pick,
  reached,
  staffIds,
  staffPick,
} from './history-sql-parts.mjs';

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
