// Job alerts of the generated history (grow-history.mjs) and the digests already sent for them.
import { pick } from './history-sql-parts.mjs';
import { emailDomains, firstNames } from './history-words.mjs';

/** Single search words as visitors type them (an alert stores its words lower-cased). */
const alertWords = ['chef', 'waiter', 'dubai', 'barista', 'spa', 'housekeeping', 'reception', 'hotel', 'pastry'];

/**
 * Alerts saved over two years: 40% by signed-in candidates (confirmed at once), 60% by visitors
 * (90% confirmed by email, the rest pending within the 48-hour link, some of those expired).
 * 95% name a position, 60% an emirate (every one without a position does), one in eight a word;
 * one alert per email and search.
 */
export function alertsSql({ count, base, salt }) {
  return `with
u as (select id, email, row_number() over (order by created_at, id) - 1 i from users where user_type = 'User'),
nu as (select count(*)::int n from u),
lk as (select (select array_agg(id order by sorting_order, id) from positions) ps,
  (select array_agg(id order by sorting_order, id) from preferred_locations) ls),
p as (
  select g, floor(random() * nu.n)::int ui, random() < 0.4 and nu.n > 0 by_candidate, random() r_state,
    now() - interval '700 days' * power(random(), 1.2) c, now() - interval '72 hours' * random() c_pending,
    random() r_pos, random() r_loc, random() r_where,
    case when random() < 0.125 then ${pick(alertWords)} else '' end query
  from generate_series(1, ${count}) g, nu, lk
),
a as (
  select p.*, u.id user_id,
    case when r_pos < 0.95 then lk.ps[1 + floor(r_pos / 0.95 * cardinality(lk.ps))::int] end position_id,
    case when r_loc < 0.6 or r_pos >= 0.95 then lk.ls[1 + floor(r_where * cardinality(lk.ls))::int] end location_id,
    case when by_candidate then u.email
      else lower(replace(${pick(firstNames)}, ' ', '')) || '.alerts' || (${base} + g) || '@' || ${pick(emailDomains)} end email,
    not by_candidate and r_state >= 0.9 pending
  from p cross join lk left join u on u.i = p.ui and p.by_candidate
)
insert into job_alerts (id, email, user_id, position_id, location_id, query, filter_key, confirm_token_hash,
  confirm_expires_at, confirmed_at, created_at)
select md5('${salt}-al-' || g)::uuid, email, case when by_candidate then user_id end, position_id, location_id, query,
  coalesce(position_id::text, '') || '|' || coalesce(location_id::text, '') || '|' || query,
  case when pending then md5('${salt}-tk-' || g) || md5('${salt}-tk2-' || g) end,
  case when pending then c_pending + interval '48 hours' end,
  case when not pending then c + case when by_candidate then interval '0' else interval '40 minutes' end end,
  case when pending then c_pending else c end
from a
on conflict do nothing`;
}

/** An open job matching alert `a` (as job-alerts/search.ts matches), published after its confirmation. */
const matches = `j.is_active and j.created_at > a.confirmed_at and j.created_at <= now()
    and (j.valid_through is null or j.valid_through >= current_date)
    and (a.query = '' or j.search @@ to_tsquery('simple', a.query || ':*'))
    and (a.location_id is null or exists (select 1 from job_opening_locations l
      where l.job_opening_id = j.id and l.location_id = a.location_id))`;
const sentAt = `date_trunc('day', greatest(j.created_at, a.confirmed_at)) + interval '1 day'`;

/**
 * What the daily digests already mailed to the confirmed alerts (after a growth, the jobs added
 * since too): every job that matches the alert (as job-alerts/search.ts matches), still open and
 * published after its confirmation; lastSentAt follows. The next digest finds nothing new (the
 * issue's measure of its fixed cost); a job published then is mailed to the alerts it matches.
 */
export const deliveriesSql = `with
a as (select * from job_alerts where confirmed_at is not null),
-- Alerts on a position and the others apart: an equality join, not every alert against every job.
sent as (
  select a.id alert_id, j.id job_id, ${sentAt} sent_at
  from a join job_openings j on j.position_id = a.position_id and ${matches}
  union all
  select a.id, j.id, ${sentAt} from a join job_openings j on a.position_id is null and ${matches}
),
ins as (
  insert into job_alert_deliveries (alert_id, job_opening_id, sent_at)
  select alert_id, job_id, least(sent_at, now()) from sent
  on conflict do nothing
  returning alert_id, sent_at
)
update job_alerts al set last_sent_at = greatest(al.last_sent_at, s.last)
from (select alert_id, max(sent_at) last from ins group by alert_id) s where al.id = s.alert_id`;
