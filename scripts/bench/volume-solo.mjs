// The volume part's figures measured on one size's upstream alone (volume.mjs): the talent pool's search,
// the CSV export against the rows it must hold, and small answers under wrk.
import pg from 'pg';
import { measureCsv } from './csv-export.mjs';
import { row } from './report.mjs';
import { talentPoolRows } from './talent-pool.mjs';
import { throughputRows } from './throughput.mjs';
import { rssKb } from './upstream-process.mjs';

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

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
    // Every export says why (recorded in the record of access).
    const url = `/api/admin/applications/export.csv?reason=bench${query.replace('?', '&')}`;
    const csv = await measureCsv(upstream, url, headers, child.pid);
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

/** The figures measured on one size's upstream alone, after the staff operations. */
export async function soloRows(size, { load, ports, judge, previousCsv }) {
  const { upstream, headers, context, child, databaseUrl } = size;
  const rows = [
    ...(await talentPoolRows(upstream, headers, context, { seconds: load.seconds, rounds: load.rounds, judge })),
  ];
  const exports = await csvRows({ upstream, headers, child, databaseUrl }, previousCsv);
  rows.push(...exports.rows);
  const idle = [`${upstream}/api/health`];
  const targets = [
    { label: 'upstream /api/home', path: '/api/home', connections: 100, minRatio: 0.5 },
    { label: 'upstream job search', path: '/api/job-search', connections: 100, minRatio: 0.5 },
  ].map((t) => ({ ...t, url: `${upstream}${t.path}`, pid: child.pid }));
  rows.push(...(await throughputRows(targets, { barePort: ports.bare, load, idle })));
  rows.push(row('upstream RSS after these', mb(rssKb(child.pid)), '', '', '', null));
  return { rows, csv: exports.results };
}
