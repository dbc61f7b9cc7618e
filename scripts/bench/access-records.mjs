// Issue 42, item 3: the record of access on PostgreSQL, grown to 5,000,000 entries (three years of
// monthly partitions, 30 staff members, 40,000 people) in SQL. An application's detail writes its entry:
// measured against the same upstream built with recordRead a no-op (a bench-only build: the same code,
// queries and answer, less the entry's insert), both running on the one database, in interleaved rounds,
// best of each, and against a third build whose recordRead sends one `select 1` instead (the floor of any
// entry: one more statement). Then a Manager's searches by person and by staff member.
import path from 'node:path';
import pg from 'pg';
import { buildVariant } from '../build-servers.mjs';
import { dropDatabase } from './postgres.mjs';
import { figure, interleaved } from './interleaved.mjs';
import { cpuMs, stopProcess } from './processes.mjs';
import { printTable, row } from './report.mjs';
import { staffHeaders } from './staff-operations.mjs';
import { startPostgresPart, startUpstream } from './upstream-process.mjs';

/** The baseline's build: modules/access-records/record-read.ts replaced by a recordRead that writes nothing. */
const withoutEntries = {
  name: 'without-access-entries',
  setup(build) {
    build.onLoad({ filter: /modules[\\/]access-records[\\/]record-read\.ts$/ }, () => ({
      contents: 'export async function recordRead() {}',
      loader: 'ts',
    }));
  },
};

/**
 * The floor's build: recordRead replaced by the cheapest statement a recorded read could add (`select 1`,
 * one more round trip, nothing written), to tell what any entry must cost at 10 connections from what
 * this one costs.
 */
const oneStatementInstead = {
  name: 'one-statement-instead',
  setup(build) {
    build.onLoad({ filter: /modules[\\/]access-records[\\/]record-read\.ts$/ }, (args) => ({
      contents: `import { sql } from 'drizzle-orm';
        export async function recordRead(ctx: { db: { execute(query: unknown): Promise<unknown> } }) {
          await ctx.db.execute(sql\`select 1\`);
        }`,
      loader: 'ts',
      resolveDir: path.dirname(args.path),
    }));
  },
};

const entries = 5_000_000;
const batch = 500_000;
const budget = { extraP99: 1, searchP99: 50 };

/** Grows the record to `entries`, a batch a statement; the demo staff account and one candidate get their share. */
async function grow(databaseUrl, { staffId, subjectKey }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    // Each month of three years its own partition, as the daily task leaves them; entries in time order
    // (a month's partition filled at a time, as in real use), a staff member's and a person's spread over it.
    await client.query(
      `select access_records_add_month(now() - make_interval(months => m)) from generate_series(0, 36) m`,
    );
    await client.query(
      `create temporary table bench_staff as
      select 0 n, $1::uuid id union all select g, gen_random_uuid() from generate_series(1, 29) g`,
      [staffId],
    );
    await client.query(
      `create temporary table bench_people as
      select 0 n, $1::uuid k union all select g, gen_random_uuid() from generate_series(1, 39999) g`,
      [subjectKey],
    );
    for (let from = 1; from <= entries; from += batch) {
      await client.query(
        `insert into access_records (at, staff_user_id, staff_roles, kind, subject_key, record_id, fields, address)
         select now() - interval '1095 days' + g * interval '1 second' * (1095 * 86400 / $3::float8), s.id, '{Manager}',
           'application', p.k, gen_random_uuid(),
           '{name,email,phone,passportNumberMasked}', '10.1.2.3'
         from generate_series($1::int, $2::int) g
         join bench_staff s on s.n = g % 30
         join bench_people p on p.n = (g * 7) % 40000`,
        [from, from + batch - 1, entries],
      );
    }
    await client.query('analyze access_records');
    const size = (
      await client.query(`select pg_size_pretty(sum(pg_total_relation_size(c.oid))) s
      from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'access_records'::regclass`)
    ).rows[0].s;
    return { ms: Date.now() - started, size };
  } finally {
    await client.end();
  }
}

/** The record's figures on a fresh PostgreSQL database `databaseName`; no rows when PostgreSQL is not there. */
export async function accessRecordRows({ root, adminUrl, databaseName, port, staff, load, dataDir }) {
  // No scheduled task runs meanwhile: the partitions are made by the growth, as the daily task would.
  const part = await startPostgresPart(root, { adminUrl, databaseName, port, staff, dataDir });
  if (!part) return [];
  const { databaseUrl, env, upstream, started } = part;
  const server = await buildVariant('upstream', path.join(root, 'upstream/dist/server-without-access-entries.js'), [
    withoutEntries,
  ]);
  const baseline = await startUpstream(root, { port: port + 1, env, log: path.join(dataDir, 'baseline.log'), server });
  const floorServer = await buildVariant('upstream', path.join(root, 'upstream/dist/server-one-statement.js'), [
    oneStatementInstead,
  ]);
  const floor = await startUpstream(root, {
    port: port + 2,
    env,
    log: path.join(dataDir, 'floor.log'),
    server: floorServer,
  });
  try {
    const failed = started.failed ?? baseline.failed ?? floor.failed;
    if (failed) return [row('record of access: upstream', failed, '', '', '', false)];
    const headers = await staffHeaders(upstream, staff);
    const get = async (url) => (await fetch(`${upstream}${url}`, { headers })).json();
    const application = (await get('/api/admin/applications?pageSize=1')).data[0];
    const detail = (await get(`/api/admin/applications/${application._id}`)).data;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const ids = (
      await client.query(
        `select (select id from users where lower(email) = lower($1)) staff_id,
           (select access_key from users where lower(email) = lower($2)) subject_key`,
        [staff.email, detail.email],
      )
    ).rows[0];
    await client.end();
    console.log(`[bench] record of access: growing ${entries.toLocaleString('en')} entries…`);
    const grown = await grow(databaseUrl, { staffId: ids.staff_id, subjectKey: ids.subject_key });
    const rows = [
      row(
        'record of access grown in SQL',
        `${entries.toLocaleString('en')} entries, ${grown.size}, ${(grown.ms / 1000).toFixed(0)} s`,
        '',
        '',
        '',
        null,
      ),
    ];
    const detailPath = `/api/admin/applications/${application._id}`;
    const recorded = new pg.Client({ connectionString: databaseUrl });
    await recorded.connect();
    /** Detail reads recorded since `since`: the baseline's build must have written none of them. */
    const readsSince = async (since) =>
      Number(
        (
          await recorded.query(
            `select count(*) n from access_records where kind = 'application' and staff_user_id = $1 and at >= $2`,
            [ids.staff_id, since],
          )
        ).rows[0].n,
      );
    for (const connections of [1, 10]) {
      const since = new Date();
      const [withEntry, without, oneStatement] = await interleaved(
        [
          { url: `${upstream}${detailPath}`, connections, pid: started.child.pid },
          { url: `http://127.0.0.1:${port + 1}${detailPath}`, connections, pid: baseline.child.pid },
          { url: `http://127.0.0.1:${port + 2}${detailPath}`, connections, pid: floor.child.pid },
        ],
        { ...load, headers },
      );
      const extra = withEntry.p99 - without.p99;
      rows.push(
        row(
          `application detail with its entry written (wrk -c ${connections})`,
          figure(withEntry),
          `no entry written: ${figure(without)}`,
          `+${extra.toFixed(2)} ms`,
          `p99 <= baseline + ${budget.extraP99} ms`,
          !withEntry.failed && !without.failed && extra <= budget.extraP99,
        ),
      );
      rows.push(
        row(
          `  the floor: one statement instead of the entry (select 1, wrk -c ${connections})`,
          figure(oneStatement),
          `no entry written: ${figure(without)}`,
          `+${(oneStatement.p99 - without.p99).toFixed(2)} ms`,
          '',
          null,
        ),
      );
      // Every answered detail wrote its entry (a few more may have been in flight when wrk stopped); the baseline none.
      const written = await readsSince(since);
      rows.push(
        row(
          `  entries written (wrk -c ${connections})`,
          `${written} for ${withEntry.requests} details answered`,
          `${without.requests} answered by the baseline`,
          '',
          'one per detail, none by the baseline',
          written >= withEntry.requests && written <= withEntry.requests + connections * load.rounds,
        ),
      );
    }
    await recorded.end();
    const searches = [
      ['by person (their email)', `/api/admin/access-records?person=${encodeURIComponent(detail.email)}`],
      ['by staff member (their email)', `/api/admin/access-records?staff=${encodeURIComponent(staff.email)}`],
      [
        'by staff member, one month',
        `/api/admin/access-records?staff=${encodeURIComponent(staff.email)}&from=${monthAgo()}`,
      ],
    ];
    for (const [name, url] of searches) {
      const shown = (await get(url)).data.length;
      const [best] = await interleaved([{ url: `${upstream}${url}`, connections: 10, pid: started.child.pid }], {
        ...load,
        headers,
      });
      rows.push(
        row(
          `Manager's search ${name} (wrk -c 10)`,
          `${figure(best)} (${shown} entries a page)`,
          '',
          '',
          `p99 <= ${budget.searchP99} ms`,
          !best.failed && shown > 0 && best.p99 <= budget.searchP99,
        ),
      );
    }
    // Last, so that its entries do not meet the searches above.
    const insertFloor = await writeFloor(databaseUrl, { staffId: ids.staff_id, subjectKey: ids.subject_key });
    rows.push(
      row(
        "  the floor: an entry's insert alone (prepared, one connection)",
        `${insertFloor.insert.wallUs} µs a statement, ${insertFloor.insert.databaseUs} µs of the database's CPU`,
        `select 1: ${insertFloor.select.wallUs} µs, ${insertFloor.select.databaseUs} µs`,
        '',
        '',
        null,
      ),
    );
    return rows;
  } finally {
    await stopProcess(started.child);
    await stopProcess(baseline.child);
    await stopProcess(floor.child);
    await dropDatabase(adminUrl, databaseName);
  }
}

/**
 * What any recorded read must add at the least: one more statement's round trip and an entry's insert (the
 * app's own, prepared, on one connection), timed over 3,000 statements (best of 3, interleaved with
 * `select 1`), with the database backend's CPU a statement. At 10 connections on two saturated cores a
 * p99 grows with the CPU a request costs, so this floor, against a detail's few ms, is the least the
 * entry can add to that p99.
 */
async function writeFloor(databaseUrl, { staffId, subjectKey }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const backend = (await client.query('select pg_backend_pid() pid')).rows[0].pid;
    const statements = {
      insert: {
        name: 'bench_floor_insert',
        text: `insert into access_records (at, staff_user_id, staff_roles, kind, subject_key, record_id, fields, address)
          values ((select now() from (select set_config('synchronous_commit', 'off', true)) as async_commit),
            $1, '{Manager}', 'application', $2, gen_random_uuid(), '{name,email,phone}', '10.1.2.3')`,
        values: [staffId, subjectKey],
      },
      select: { name: 'bench_floor_select', text: 'select 1' },
    };
    const count = 3000;
    const best = {};
    for (let round = 0; round < 3; round++) {
      for (const [name, statement] of Object.entries(statements)) {
        const [cpu, started] = [cpuMs(backend), performance.now()];
        for (let i = 0; i < count; i++) await client.query(statement);
        const wallUs = Math.round(((performance.now() - started) * 1000) / count);
        const databaseUs = Math.round(((cpuMs(backend) - cpu) * 1000) / count);
        if (!best[name] || wallUs < best[name].wallUs) best[name] = { wallUs, databaseUs };
      }
    }
    return best;
  } finally {
    await client.end();
  }
}

/** The UAE date a month ago ('2026-11-06'), for a search narrowed to its last month. */
function monthAgo() {
  return new Date(Date.now() - 30 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);
}

/** The record's table of `npm run bench` (printed when PostgreSQL answers). */
export async function benchAccessRecords(options) {
  const rows = await accessRecordRows(options);
  if (rows.length > 0) printTable('Record of access on PostgreSQL, 5,000,000 entries (issue 42)', rows);
}
