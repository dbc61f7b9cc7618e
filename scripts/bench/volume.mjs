// The volume part of `npm run bench` (issue 23): a realistic history grown to 10,000 and then
// 100,000 applications (grow-history.mjs), and at each size the upstream's start-up, the staff
// operations, the talent pool's search (issue 26), the CSV export, the scheduled tasks and its small answers under wrk.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { measureCsv } from './csv-export.mjs';
import { benchStaff, parseCount } from './grow-history.mjs';
import { stopProcess } from './processes.mjs';
import { row } from './report.mjs';
import { runTasks } from './run-tasks.mjs';
import { talentPoolRows } from './talent-pool.mjs';
import { measureOperations, operationContext, staffHeaders } from './staff-operations.mjs';
import { throughputRows } from './throughput.mjs';
import { rssKb, startUpstream } from './upstream-process.mjs';

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** The issue's budgets: start-up and tasks at every size, the staff operations at 100k (smaller sizes give their growth). */
const budget = { startupMs: 10_000, p99: 150, growth: 1.5, taskMs: 60_000 };

/** BENCH_VOLUME: '10k,100k' (the default), 'none', or any sizes; PGlite runs those up to 10k. */
export function volumeSizes(value = process.env.BENCH_VOLUME) {
  if (value === 'none') return [];
  return (value || '10k,100k')
    .split(',')
    .map(parseCount)
    .sort((a, b) => a - b);
}
const label = (n) => (n % 1000 === 0 ? `${n / 1000}k` : String(n));

/** Runs grow-history.mjs to `applications` (its output into `log`); answers its seconds. */
function grow(root, applications, env, log) {
  const out = openSync(log, 'a');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/bench/grow-history.mjs'), `--applications=${applications}`],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', out, out] },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Date.now() - started) : reject(new Error(`grow-history failed (exit ${code}); see ${log}`)),
    );
  });
}

/** Applications the export must hold: counted in SQL on PostgreSQL, else the list's own total. */
async function matchingRows({ databaseUrl, upstream, headers }, where, query) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int n from applications where anonymised_at is null ${where}`,
      );
      return { n: rows[0].n, source: 'SQL count' };
    } finally {
      await client.end();
    }
  }
  // PGlite is inside the upstream: the list's pages (100 rows each, by cursor) are walked instead, as its
  // total stops counting at 1,000.
  let n = 0;
  let next = '';
  do {
    const params = new URLSearchParams(query.slice(1));
    params.set('pageSize', '100');
    if (next) params.set('after', next);
    const page = await (await fetch(`${upstream}/api/admin/applications?${params}`, { headers })).json();
    n += page.data.length;
    next = page.next ?? '';
  } while (next);
  return { n, source: "the list's pages walked" };
}

/** Memory is flat when the RSS rise while sending stays within this, or 1.5x the smaller size's. */
const flatRiseKb = 16 * 1024;

async function csvRows(context, previous = []) {
  const { upstream, headers, child } = context;
  const rows = [];
  const results = [];
  for (const [name, where, query] of [
    ['all', '', ''],
    ['Deployed', `and stage = 'Deployed'`, '?stage=Deployed'],
  ]) {
    const matching = await matchingRows(context, where, query);
    const csv = await measureCsv(upstream, `/api/admin/applications/export.csv${query}`, headers, child.pid);
    const growth = csv.rssPeakKb - csv.rssBeforeKb;
    const before = previous.find((p) => p.name === name);
    const flat = growth <= Math.max(flatRiseKb, 1.5 * (before?.growth ?? 0));
    results.push({ name, growth });
    rows.push(
      row(
        `CSV export, ${name}`,
        csv.status === 200
          ? `${csv.rows} rows, first byte ${csv.firstByteMs} ms, all ${csv.totalMs} ms, RSS +${mb(growth)}`
          : `answers ${csv.status}`,
        `${matching.n} matching (${matching.source})${before ? `; RSS +${mb(before.growth)} at the smaller size` : ''}`,
        '',
        'every row; RSS rise <= 16 MB or 1.5x the smaller size',
        csv.status === 200 && csv.rows === matching.n && flat,
      ),
    );
  }
  return { rows, results };
}

/** The figures of one size on one database; `previous` holds the smaller size's operations and exports, for the growth. */
async function measureSize(root, { mode, size, env, databaseUrl, ports, load, largest, previous, dataDir }) {
  const rows = [];
  const log = path.join(dataDir, `${mode}-${label(size)}.log`);
  const grown = await grow(root, size, env, log);
  rows.push(
    row('history grown (grow-history.mjs)', `${seconds(grown)} (log ${path.relative(root, log)})`, '', '', '', null),
  );

  // Before the upstream starts: its scheduler would run them (they are due) while the operations are measured.
  const names = ['send-job-alert-digests', 'erase-inactive-candidates'];
  for (const task of await runTasks(root, { env, names })) {
    // What it did, without the parts it found nothing for.
    const done = Object.entries(task.report ?? {}).filter(([, n]) => n);
    const report = task.report ? done.map(([name, n]) => `${name} ${n}`).join(', ') || 'nothing to do' : task.error;
    rows.push(
      row(
        `task ${task.name}`,
        `${seconds(task.ms)}: ${report}`,
        '',
        '',
        '< 60 s',
        !task.error && task.ms < budget.taskMs,
      ),
    );
  }

  const upstream = `http://127.0.0.1:${ports.upstream}`;
  const { child, startupMs, failed } = await startUpstream(root, { port: ports.upstream, env, log: `${log}.upstream` });
  const judge = (ok) => (largest ? ok : null);
  rows.push(
    row(
      'upstream start-up (process to /api/ready)',
      failed ?? seconds(startupMs),
      '',
      '',
      '< 10 s',
      !failed && startupMs < budget.startupMs,
    ),
  );
  const operations = [];
  const csv = [];
  try {
    if (!failed) {
      const headers = await staffHeaders(upstream, benchStaff);
      const context = await operationContext(upstream, headers);
      for (const op of await measureOperations(upstream, headers, context, { seconds: load.seconds })) {
        operations.push(op);
        const before = previous?.operations.find((p) => p.name === op.name && !p.error);
        const growth = before && !op.error ? op.p99 / before.p99 : undefined;
        const ok = !op.error && !op.failed && op.p99 <= budget.p99 && (growth === undefined || growth <= budget.growth);
        rows.push(
          row(
            `staff: ${op.name}`,
            op.error ??
              `p50 ${op.p50} / p99 ${op.p99} ms${op.failed ? `, ${op.failed} failed` : ''}${op.shown ? ` (${op.shown})` : ''}`,
            before ? `p99 ${before.p99} ms at the smaller size` : '',
            growth ? `${growth.toFixed(2)}x` : '',
            'p99 <= 150 ms, growth <= 1.5x',
            judge(ok),
          ),
        );
      }
      rows.push(
        ...(await talentPoolRows(upstream, headers, context, { seconds: load.seconds, rounds: load.rounds, judge })),
      );
      const exports = await csvRows({ upstream, headers, child, databaseUrl }, previous?.csv);
      rows.push(...exports.rows);
      csv.push(...exports.results);
      const idle = [`${upstream}/api/health`];
      const targets = [
        { label: 'upstream /api/home', path: '/api/home', connections: 100, minRatio: 0.5 },
        { label: 'upstream job search', path: '/api/job-search', connections: 100, minRatio: 0.5 },
      ].map((t) => ({ ...t, url: `${upstream}${t.path}` }));
      rows.push(...(await throughputRows(targets, { barePort: ports.bare, load, idle })));
      rows.push(row('upstream RSS after these', mb(rssKb(child.pid)), '', '', '', null));
    }
  } finally {
    await stopProcess(child);
  }

  return { rows, measured: { operations, csv } };
}

/**
 * Grows one database through `sizes` (PGlite: up to 10k) and prints a table per size. `env` holds
 * DATA_DIR and DATABASE_URL of the database (fresh, made by the caller).
 */
export async function volumePass(root, { mode, sizes, env, databaseUrl, ports, load, dataDir, printTable }) {
  const own = mode === 'pglite' ? sizes.filter((n) => n <= 10_000) : sizes;
  let previous;
  for (const [i, size] of own.entries()) {
    const largest = i === own.length - 1 && size >= 100_000;
    console.log(`\n[bench] volume, ${mode}: growing the history to ${label(size)} applications…`);
    const { rows, measured } = await measureSize(root, {
      mode,
      size,
      env,
      databaseUrl,
      ports,
      load,
      largest,
      previous,
      dataDir,
    });
    printTable(`${mode === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${label(size)} applications (issue 23)`, rows);
    previous = measured;
  }
}
