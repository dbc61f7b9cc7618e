// Issue 43: the staff deployment board and the dashboard on PostgreSQL, with 5,000 active deployments
// (offer accepted, steps done, overdue, blocked or ahead) and 50,000 finished ones (every step done,
// departed 1 to 3 years ago) grown in SQL with their candidates, applications, 200 clients and 800 job
// orders, and the welfare calendar of those departed (bench/deployments-welfare.mjs). A Manager's board
// (first page, by client, by step, by owner, the last page through `next`) and dashboard, each measured
// at 10 connections in interleaved rounds with GET /api/health as the baseline.
//   BENCH_DEPLOYMENTS=5000,50000 (default) the active and finished deployments grown
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { growWelfare } from './deployments-welfare.mjs';
import { dropDatabase } from './postgres.mjs';
import { figure, interleaved } from './interleaved.mjs';
import { stopProcess } from './processes.mjs';
import { printTable, row } from './report.mjs';
import { staffHeaders } from './staff-operations.mjs';
import { startPostgresPart } from './upstream-process.mjs';

const budget = { p99: 50 };
const connections = 10;
const shape = { clients: 200, jobOrders: 800, owners: 20 };

/** The sizes of BENCH_DEPLOYMENTS ("active,finished"). */
export function deploymentSizes(value = process.env.BENCH_DEPLOYMENTS ?? '5000,50000') {
  const [active, finished] = value.split(',').map((n) => Number(n.trim().replace(/k$/i, '000')));
  if (!Number.isInteger(active) || !Number.isInteger(finished) || active < 1 || finished < 0) {
    throw new Error(`BENCH_DEPLOYMENTS=${value}: expected two counts, active and finished (5000,50000)`);
  }
  return { active, finished };
}

/** The declared steps (key, actor, days from departure), read from the contract as the upstream reads it. */
export function declaredSteps(root) {
  const script = `const m = await import('./lib/contracts/deployments/steps.ts');
    const s = (m.deploymentSteps ?? m.default.deploymentSteps);
    console.log(JSON.stringify(Object.entries(s).map(([key, v]) => ({ key, actor: v.actor, days: v.dueDaysFromDeparture }))));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`reading the declared steps: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/**
 * Grows the deployments: staff owners, clients, job orders, then per deployment a candidate, an
 * application (made 2 to 6 months before the departure) and a deployment with every declared step. An active one departs between 20 days ago
 * and 90 days ahead: a step due in the past is done (80%), blocked (5%) or overdue; one due ahead is
 * open (or done early, 20%). A finished one departed 1 to 3 years ago, every step done.
 */
export async function growDeployments(databaseUrl, { active, finished, steps }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(
      `insert into users (user_type, name, email, password_hash, staff_roles)
       select 'Admin', 'Bench Owner ' || g, 'bench.owner' || g || '@bayanihangulf.example', 'x', '{Recruiter}'
       from generate_series(1, $1::int) g`,
      [shape.owners],
    );
    await client.query(
      `insert into clients (name) select 'Bench Hotel ' || lpad(g::text, 3, '0') from generate_series(1, $1::int) g`,
      [shape.clients],
    );
    await client.query(
      `with c as (select id, row_number() over (order by name) - 1 n from clients where name like 'Bench Hotel %'),
        o as (select id, row_number() over (order by email) - 1 n from users where email like 'bench.owner%')
       insert into job_openings (slug, title, company_name, job_order_number, client_id, owner_id, is_active, created_at)
       select 'bench-deployment-' || g, (array['Waiter','Housekeeper','Cook','Barista','Receptionist'])[1 + g % 5],
         'Bench Hotel', 'JO-B-' || lpad(g::text, 5, '0'), c.id, o.id, g % 3 = 0, now() - (g % 1000) * interval '1 day'
       from generate_series(0, $1::int - 1) g
       join c on c.n = g % $2::int join o on o.n = g % $3::int`,
      [shape.jobOrders, shape.clients, shape.owners],
    );
    const grown = { users: 0 };
    // Finished first (the older), then active; a batch of 25,000 deployments a statement.
    for (const [kind, count] of [
      ['finished', finished],
      ['active', active],
    ]) {
      for (let from = 0; from < count; from += 25_000) {
        const to = Math.min(count, from + 25_000) - 1;
        await client.query(growSql(kind, steps), [from, to, grown.users, shape.jobOrders]);
        grown.users += to - from + 1;
      }
    }
    const welfare = await growWelfare(client);
    await client.query('analyze');
    const size = (
      await client.query(
        `select pg_size_pretty(pg_total_relation_size('deployment_steps') + pg_total_relation_size('deployments')) s`,
      )
    ).rows[0].s;
    return { ms: Date.now() - started, size, welfare };
  } finally {
    await client.end();
  }
}

/** One batch ($1..$2) of finished or active deployments; $3 numbers the candidates, $4 the job orders. */
function growSql(kind, steps) {
  const finished = kind === 'finished';
  const declared = JSON.stringify(steps);
  const departure = finished
    ? `current_date - (365 + floor(random() * 730))::int`
    : `current_date + (floor(random() * 110) - 20)::int`;
  // A step's status from its due date (finished: all done).
  const status = finished
    ? `'done'`
    : `case when s.due < current_date then
         case when s.r < 0.80 then 'done' when s.r < 0.85 then 'blocked' else 'pending' end
       when s.r < 0.2 then 'done' else 'pending' end`;
  return `with j as (
  select id, row_number() over (order by slug) - 1 n from job_openings where slug like 'bench-deployment-%'
), p as materialized (
  select g, $3::int + g - $1::int + 1 k, ${departure} dep,
    -- Some job orders hire more than others (the square skews toward the first).
    floor(power(random(), 2) * $4::int)::int jn
  from generate_series($1::int, $2::int) g
), pj as (
  -- Applied 2 to 6 months before the departure (and before today).
  select p.*, j.id job, least(now() - interval '1 day', p.dep - interval '1 day' * (60 + floor(random() * 120))) c
  from p join j on j.n = p.jn
), u as (
  insert into users (user_type, name, email, password_hash, phone, country, created_at, updated_at)
  select 'User', 'Bench Worker ' || k, 'bench.worker' || k || '@example.ph', 'x', '+63 9170000000', 'Philippines', c, c
  from pj returning id, email
), a as (
  insert into applications (user_id, job_opening_id, name, email, phone, english_proficiency, experience_in_years,
    education, passport_number, passport_expiry, available_to_start, planned_departure_date, stage, created_at, updated_at)
  select u.id, p.job, 'Bench Worker ' || p.k, u.email, '+63 9170000000', 'intermediate', 3, 'college',
    'P' || lpad(p.k::text, 7, '0') || 'B', p.dep + 2000, p.dep - 60, p.dep, '${finished ? 'Deployed' : 'Offered'}',
    p.c, p.c
  from pj p join u on u.email = 'bench.worker' || p.k || '@example.ph'
  returning id, job_opening_id job, planned_departure_date dep, created_at
), d as (
  -- The offer accepted 50 days before the departure.
  insert into deployments (application_id, created_at) select id, least(now(), dep - 50) from a
  returning id, application_id
), s as (
  select d.id deployment, a.job, st.key, st.actor, st.days, a.dep + st.days due, random() r
  from d join a on a.id = d.application_id,
    jsonb_to_recordset($declared$${declared}$declared$::jsonb) st(key text, actor text, days int)
)
insert into deployment_steps (deployment_id, job_opening_id, key, actor, due_days, due_on, status, reason, evidence,
  updated_at, reminded_at)
select s.deployment, s.job, s.key, s.actor, s.days, s.due, x.status,
  case when x.status = 'blocked' then 'Waiting for the clinic''s results' end,
  case when x.status = 'done' then '{"done": "yes"}'::jsonb else '{}'::jsonb end,
  least(now(), s.due - interval '1 day' * floor(random() * 5)),
  case when x.status = 'pending' and s.due < current_date then now() - interval '5 days' end
from s, lateral (select ${status} status) x`;
}

/** The board's and the dashboard's figures on a fresh PostgreSQL database; no rows when PostgreSQL is not there. */
export async function deploymentRows({ root, adminUrl, databaseName, port, staff, load, dataDir }) {
  const sizes = deploymentSizes();
  const part = await startPostgresPart(root, { adminUrl, databaseName, port, staff, dataDir });
  if (!part) return [];
  const { databaseUrl, upstream, started } = part;
  try {
    if (started.failed) return [row('deployments: upstream', started.failed, '', '', '', false)];
    const count = (n) => n.toLocaleString('en');
    console.log(`[bench] deployments: growing ${count(sizes.active)} active and ${count(sizes.finished)} finished…`);
    const grown = await growDeployments(databaseUrl, { ...sizes, steps: declaredSteps(root) });
    const rows = [
      row(
        'deployments grown in SQL',
        `${count(sizes.active)} active, ${count(sizes.finished)} finished, ${shape.clients} clients, ` +
          `${shape.jobOrders} job orders; steps ${grown.size}, ${(grown.ms / 1000).toFixed(0)} s`,
        '',
        '',
        '',
        null,
      ),
    ];
    const { welfare } = grown;
    if (welfare) {
      const line = `${count(welfare.workers)} workers, ${count(welfare.reports)} reports, ${count(welfare.incidents)} incidents`;
      rows.push(row('  welfare grown in SQL', line, '', '', '', null));
    }
    const headers = await staffHeaders(upstream, staff);
    const get = async (url) => {
      const res = await fetch(`${upstream}${url}`, { headers });
      if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const targets = await boardTargets(get);
    targets.push(['dashboard', '/api/admin/dashboard', null]);
    // Its welfare section (reports due this week and overdue, open incidents), read by the dashboard page.
    if (welfare) targets.push(["dashboard's welfare section", '/api/admin/welfare/dashboard', null]);
    // Warm (compiled code, the database's cache) before the first round, so the first target is not the cold one.
    for (const [, url] of targets) for (let i = 0; i < 20; i++) await get(url);
    const measured = await interleaved(
      [...targets, ['baseline', '/api/health']].map(([, url]) => ({
        url: `${upstream}${url}`,
        connections,
        pid: started.child.pid,
      })),
      { ...load, headers },
    );
    const health = measured.at(-1);
    for (const [i, [name, , shown]] of targets.entries()) {
      const best = measured[i];
      rows.push(
        row(
          `${name} (wrk -c ${connections})`,
          shown === null ? figure(best) : `${figure(best)} (${shown} rows)`,
          `GET /api/health: ${figure(health)}`,
          '',
          `p99 <= ${budget.p99} ms`,
          !best.failed && shown !== 0 && best.p99 <= budget.p99,
        ),
      );
    }
    return rows;
  } finally {
    await stopProcess(started.child);
    await dropDatabase(adminUrl, databaseName);
  }
}

/** The board's requests ([name, url, rows shown]): ids picked from its filter choices, the last page walked by `next`. */
export async function boardTargets(get) {
  const board = '/api/admin/deployments';
  const filters = (await get(`${board}/filters`)).data;
  const pick = (list) => list[Math.floor(list.length / 2)]?.value;
  const step = 'pdos';
  const urls = [
    ['board, first page', board],
    ['board by client', `${board}?clientId=${pick(filters.clients)}`],
    ['board by step', `${board}?step=${step}`],
    ['board by owner', `${board}?ownerId=${pick(filters.owners)}`],
  ];
  // The last page: `next` followed from the first, as staff paging through would.
  let last = board;
  let pages = 1;
  for (let page = await get(board); page.next; pages += 1) {
    last = `${board}?after=${encodeURIComponent(page.next)}`;
    page = await get(last);
  }
  urls.push([`board, last page (page ${pages})`, last]);
  const targets = [];
  for (const [name, url] of urls) targets.push([name, url, (await get(url)).data.length]);
  return targets;
}

/** The deployments' table of `npm run bench` (printed when PostgreSQL answers). */
export async function benchDeployments(options) {
  const { active, finished } = deploymentSizes();
  const rows = await deploymentRows(options);
  const count = (n) => n.toLocaleString('en');
  if (rows.length > 0) {
    printTable(
      `Deployment board and dashboard on PostgreSQL, ${count(active)} active and ${count(finished)} finished (issue 43)`,
      rows,
    );
  }
}
