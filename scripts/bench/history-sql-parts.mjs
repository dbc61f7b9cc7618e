// The SQL pieces the statements of grow-history.mjs share (history-sql.mjs, history-progress-sql.mjs,
// history-alerts-sql.mjs). Rows of one run are found again by ids made from the run's salt (md5(salt-kind-n)::uuid).
import { sqlArray } from './history-words.mjs';

/** One element of `list` chosen by the SQL expression `r` (a number in [0, 1)). */
export const pick = (list, r = 'random()') => `(${sqlArray(list)})[1 + floor(${r} * ${list.length})::int]`;
export const idOf = (salt, kind, n) => `md5('${salt}-${kind}-' || ${n})::uuid`;
/** A stored file's name, as the upload service names files (a uuid and an extension). */
export const fileOf = (salt, kind, n, ext) => `md5('${salt}-${kind}f-' || ${n})::uuid::text || '.${ext}'`;
export const lookups = `lk as (select (select array_agg(id order by sorting_order, id) from positions) ps,
  (select array_agg(id order by sorting_order, id) from preferred_locations) ls)`;
export const staffIds = `st as (select array_agg(id order by id) ids from users where user_type = 'Admin')`;
export const staffPick = `st.ids[1 + floor(random() * cardinality(st.ids))::int]`;
export const consentVersion = '2026-11-24.1';

export const way = `array['New', 'Screening', 'Interview', 'Offered', 'Deployed']::application_stage[]`;
/** How far along the way an application of `stage` came (Rejected and Withdrawn: where it left, from its id). */
export const reached = (stage, id) => `case when ${stage} in ('Rejected', 'Withdrawn')
  then (array[1, 1, 1, 1, 2, 3])[1 + abs(hashtext(${id}::text)) % 6]
    + case when ${stage} = 'Rejected' and abs(hashtext(${id}::text)) % 7 = 0 then 1 else 0 end
  else array_position(${way}, ${stage}) end`;
/** When the `step`-th of an application's `n` stage changes happened: spread over its first 120 days. */
export const changedAt = (created, step, n) =>
  `${created} + least(now() - ${created}, interval '120 days') * ${step} / (${n} + 1)`;
