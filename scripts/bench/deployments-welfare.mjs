// The welfare rows of the deployment bench (issue 43, items 5 and 6), grown in SQL beside the deployments:
// each departed worker under the duty of care (24-month contracts), the quarterly reports they owe and a
// few incidents, so the dashboard's welfare section reads a realistic calendar.

/**
 * Grows, through `client`, a worker for each deployment whose departure step is done: on contract until
 * 24 months after it, finished after. Their reports every 3 months: those past answered (97% fine) but
 * 5% of them, those within a week mailed; 1% of the workers with an incident, a third of them open.
 * Answers the counts grown, or null when the welfare tables are not in this database.
 */
export async function growWelfare(client) {
  const { rows } = await client.query(`select to_regclass('welfare_workers') is not null present`);
  if (!rows[0].present) return null;
  const workers = await client.query(
    `insert into welfare_workers (deployment_id, application_id, departed_on, contract_months, status, status_on)
     select d.id, d.application_id, a.planned_departure_date, 24, x.status,
       case when x.status = 'finished' then (a.planned_departure_date + interval '24 months')::date
         else a.planned_departure_date end
     from deployments d
     join applications a on a.id = d.application_id
     join deployment_steps s on s.deployment_id = d.id and s.key = 'departure' and s.status = 'done',
     lateral (select case when a.planned_departure_date + interval '24 months' < current_date then 'finished'
       else 'on-contract' end status) x
     where a.planned_departure_date is not null`,
  );
  const reports = await client.query(
    `insert into welfare_reports (worker_id, due_on, check_in_sent_at, answer, note, answered_at)
     select w.id, r.due, case when r.due <= current_date + 7 then r.due - 7 end,
       case when r.due < current_date and r.p < 0.95 then case when r.p < 0.92 then 'fine' else 'help' end end,
       case when r.due < current_date and r.p >= 0.92 and r.p < 0.95 then 'My employer keeps my passport' end,
       case when r.due < current_date and r.p < 0.95 then r.due - interval '2 days' end
     from welfare_workers w, generate_series(1, w.contract_months / 3) q,
     lateral (select (w.departed_on + make_interval(months => 3 * q))::date due, random() p) r
     where r.due <= current_date + 92`,
  );
  const incidents = await client.query(
    `insert into welfare_incidents (worker_id, kind, source, description, learned_on, due_on, assigned_role,
       created_at, status, resolution, closed_at)
     select w.id, (array['death','injury','illness','detention','abuse','missing','other'])[1 + floor(random() * 7)::int],
       'staff', 'Reported by the worker''s cousin: no news for two weeks', x.learned, x.learned + 7, 'Welfare officer',
       x.learned::timestamptz, case when x.open then 'open' else 'closed' end,
       case when x.open then null else 'The worker is safe: spoke with them and their employer' end,
       case when x.open then null else x.learned + interval '4 days' end
     -- Drawn in the subquery's list, once per worker (an uncorrelated lateral would draw once for all).
     from (select w.id, random() pick, random() < 0.33 open, current_date - floor(random() * 20)::int learned
       from welfare_workers w) x
     join welfare_workers w on w.id = x.id
     where x.pick < 0.01`,
  );
  await client.query('analyze welfare_workers, welfare_reports, welfare_incidents');
  return { workers: workers.rowCount, reports: reports.rowCount, incidents: incidents.rowCount };
}
