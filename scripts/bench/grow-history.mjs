#!/usr/bin/env node
// Grows a realistic two-year history of the agency into a database, up to a number of applications:
//
//   DATABASE_URL=postgres://root@127.0.0.1:5432/mydb node scripts/bench/grow-history.mjs --applications=100k
//   DATA_DIR=./data-bench/volume node scripts/bench/grow-history.mjs --applications=10k     (PGlite)
//
// DATA_DIR is the upstream's (its PGlite database is DATA_DIR/pglite; on PostgreSQL the seed's pictures
// go there). The database must not be open in a running upstream when it is PGlite. It applies the
// upstream's migrations and seed first (its own code, through tsx), then adds what is missing to reach,
// per 100,000 applications: 40,000 candidates (0.5% of them dormant past the 24-month retention), each
// with a profile (the talent pool), 2,000 job openings (500 active), 20,000 job alerts (confirmed,
// pending, with the digests already sent), ~1.7 stage changes an application, ~3 uploads an application (resume, video, profile
// pictures, deployment documents; rows only, no files on disk), documents for Offered and Deployed
// applications, 3% anonymised applications. Run again with a larger number to grow further.
// Staff account for the API: BENCH_STAFF_EMAIL / BENCH_STAFF_PASSWORD (defaults below), made if missing;
// on an empty database the demo seed's admin gets DEMO_ADMIN_PASSWORD (default: the same password).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { alertsSql, deliveriesSql } from './history-alerts-sql.mjs';
import {
  applicationConsentsSql,
  candidateDatesSql,
  documentsSql,
  profilesSql,
  stageChangesSql,
} from './history-progress-sql.mjs';
import { applicationsSql, candidatesSql, dormantApplicationsSql, jobsSql } from './history-sql.mjs';
import { staffNames } from './history-words.mjs';
import { benchJob } from './job-texts.mjs';
import { benchStaffTotpSecret } from './staff-sign-in.mjs';

const upstreamDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../upstream');
export const benchStaff = {
  email: process.env.BENCH_STAFF_EMAIL || 'bench-staff@bayanihangulf.example',
  password: process.env.BENCH_STAFF_PASSWORD || 'Staff-bench-2026',
};
/** Every generated candidate signs in with this password. */
export const candidatePassword = 'Candidate-bench-2026!';
const day = 86_400_000;

/** Per 100,000 applications. */
const proportions = { candidates: 0.4, jobs: 0.02, activeJobs: 0.005, alerts: 0.2, dormant: 0.005 };

/** '100k', '10000' or '1.5k' as a number. */
export function parseCount(text) {
  const match = /^(\d+(?:\.\d+)?)(k?)$/i.exec(String(text).trim());
  if (!match) throw new Error(`not a count: ${text}`);
  return Math.round(Number(match[1]) * (match[2] ? 1000 : 1));
}

/** The upstream's own modules (this process runs under tsx in the upstream's folder: see main). */
async function upstreamModules() {
  const load = (file) => import(path.join(upstreamDir, 'src', file));
  const [client, prepare, config, staff, passwords] = await Promise.all([
    load('db/client.ts'),
    load('db/prepare.ts'),
    load('config.ts'),
    load('modules/users/staff.ts'),
    load('lib/passwords.ts'),
  ]);
  return { ...client, ...prepare, ...config, ...staff, ...passwords };
}

/** Job openings in JavaScript (the bench's realistic texts), active ones recent, closed ones spread back two years. */
function jobRows({ count, active, base, lookups }) {
  const rows = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const n = base + i + 1;
    const job = benchJob(n, lookups);
    const isActive = i < active;
    const createdAt = new Date(now - (isActive ? Math.random() * 150 : 60 + Math.random() * 660) * day);
    const closedOn = new Date(createdAt.getTime() + (30 + Math.random() * 25) * day);
    const city = lookups.locations.find((l) => l._id === job.locations[0])?.name ?? '';
    const slug = `${job.title} ${city}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    rows.push({
      ...job,
      id: randomUUID(),
      slug: `${slug}-${n}`,
      isActive,
      validThrough: isActive ? job.validThrough : closedOn.toISOString().slice(0, 10),
      createdAt: createdAt.toISOString(),
      updatedAt: (isActive ? createdAt : closedOn).toISOString(),
    });
  }
  return rows;
}

const salt = () => randomUUID().slice(0, 8);

/**
 * What the upstream stores on each write rather than computing on read, refreshed with its own code
 * since the rows above were not written through it: each entry is a module and its function, used
 * when the checkout has it (the staff list's stored readiness, the users' count kept by triggers).
 */
const storedState = [
  ['modules/applications/readiness-store.ts', 'storeEveryReadiness'],
  ['modules/users/row-count.ts', 'recountUsers'],
];

async function refreshStoredState(db, log) {
  for (const [file, name] of storedState) {
    const source = path.join(upstreamDir, 'src', file);
    if (!existsSync(source)) continue;
    const started = Date.now();
    await (await import(source))[name](db);
    log(`[grow] ${name}: ${Date.now() - started} ms`);
  }
}

/** Grows the database to `applications`; answers the counts it ends with. */
export async function growHistory({ applications, env = process.env, log = console.log }) {
  const started = Date.now();
  const up = await upstreamModules();
  const config = up.loadConfig({
    ...env,
    SEED: 'auto',
    DEMO_ADMIN_PASSWORD: env.DEMO_ADMIN_PASSWORD || benchStaff.password,
    DEMO_ADMIN_TOTP_SECRET: env.DEMO_ADMIN_TOTP_SECRET || benchStaffTotpSecret,
  });
  const database = up.openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  const client = database.db.$client;
  const query = async (text) => (await client.query(text)).rows;
  const count = async (text) => Number((await query(text))[0].n);
  // Foreign keys are not checked row by row while growing (each statement inserts parents and
  // children together, consistent by construction): half the time. Needs a superuser; else checked.
  const unchecked = await client
    .query('set session_replication_role = replica; reset session_replication_role')
    .then(() => true)
    .catch(() => false);
  /** Runs one statement, logging its time and rows. */
  const step = async (label, text) => {
    const t = Date.now();
    const all = unchecked ? `set session_replication_role = replica; ${text}; reset session_replication_role` : text;
    // Several statements in one string: pg answers one result each, PGlite's exec likewise.
    const results = [].concat(database.driver === 'pglite' ? await client.exec(all) : await client.query(all));
    const result = results[unchecked ? 1 : 0];
    log(`[grow] ${label}: ${result.rowCount ?? result.affectedRows ?? 0} rows, ${Date.now() - t} ms`);
  };
  try {
    await up.initDatabase(database, config, (m) => log(`[grow] ${m}`));
    for (const [i, name] of staffNames.entries()) {
      const email = i === 0 ? benchStaff.email : `${name.split(' ')[0].toLowerCase()}.staff@bayanihangulf.example`;
      if (await count(`select count(*) n from users where lower(email) = '${email}'`)) continue;
      // Only the bench's account signs in; the others are named on stage changes and reviews.
      const password = i === 0 ? benchStaff.password : `${randomUUID()}A1!`;
      await up.createStaffAccount(
        database.db,
        { email, name, password, roles: ['Manager'] },
        i === 0 ? config.SCRYPT_COST : 1024,
      );
    }

    const want = Object.fromEntries(Object.entries(proportions).map(([k, p]) => [k, Math.round(applications * p)]));
    const lookups = {};
    for (const [key, table] of Object.entries({
      positions: 'positions',
      locations: 'preferred_locations',
      salaryBudgets: 'salary_budgets',
    }))
      lookups[key] = await query(`select id "_id", name from ${table} where is_active order by sorting_order, id`);
    if (!lookups.positions.length || !lookups.locations.length)
      throw new Error('the database has no positions or locations (seeded with SEED=off?)');

    const jobs = await count('select count(*) n from job_openings');
    const active = await count('select count(*) n from job_openings where is_active');
    const newJobs = Math.max(0, want.jobs - jobs);
    if (newJobs > 0) {
      const rows = jobRows({ count: newJobs, active: Math.max(0, want.activeJobs - active), base: jobs, lookups });
      await step('job openings', jobsSql(rows));
    }

    const candidates = await count(`select count(*) n from users where user_type = 'User'`);
    const newCandidates = Math.max(0, want.candidates - candidates);
    const dormant = Math.round(newCandidates * proportions.dormant);
    if (newCandidates > 0) {
      const hash = await up.hashPassword(candidatePassword, 1024);
      const users = await count('select count(*) n from users');
      await step(
        'candidates',
        candidatesSql({ count: newCandidates - dormant, base: users, salt: salt(), passwordHash: hash }),
      );
      if (dormant > 0) {
        const s = salt();
        const base = users + newCandidates;
        await step(
          'dormant candidates',
          candidatesSql({ count: dormant, base, salt: s, passwordHash: hash, dormant: true }),
        );
        await step('their applications', dormantApplicationsSql({ count: dormant, salt: s }));
      }
    }

    // A candidate applies once per opening: the few draws that repeat one are drawn again.
    for (let round = 0; round < 5; round++) {
      const missing = applications - (await count('select count(*) n from applications'));
      if (missing <= 0) break;
      const s = salt();
      await step('applications, resumes, videos', applicationsSql({ count: missing, salt: s }));
      await step('stage changes', stageChangesSql({ count: missing, salt: s }));
      await step('deployment documents', documentsSql({ count: missing, salt: s }));
      await step('application consents', applicationConsentsSql({ count: missing, salt: s }));
    }
    await step('candidates signed up before applying', candidateDatesSql);
    await step('candidate profiles (the talent pool)', profilesSql());

    const alerts = await count('select count(*) n from job_alerts');
    if (want.alerts > alerts) {
      const s = salt();
      await step('job alerts', alertsSql({ count: want.alerts - alerts, base: alerts, salt: s }));
    }
    await step('digests already sent', deliveriesSql);
    await refreshStoredState(database.db, log);
    // VACUUM as autovacuum would on a live server (it is off on this machine's PostgreSQL): without it
    // no index-only scan can skip the heap, and the staff list's capped counts read every row.
    const t = Date.now();
    await (database.driver === 'pglite' ? client.exec('vacuum analyze') : client.query('vacuum analyze'));
    log(`[grow] vacuum analyze: ${Date.now() - t} ms`);

    const totals = (
      await query(`select
      (select count(*) from applications) applications,
      (select count(*) from applications where anonymised_at is not null) anonymised,
      (select count(*) from users where user_type = 'User') candidates,
      (select count(*) from candidate_profiles where experience_in_years is not null) pool,
      (select count(*) from job_openings) job_openings, (select count(*) from job_openings where is_active) active_jobs,
      (select count(*) from job_alerts) job_alerts, (select count(*) from job_alerts where confirmed_at is null) pending_alerts,
      (select count(*) from job_alert_deliveries) deliveries,
      (select count(*) from application_stage_changes) stage_changes,
      (select count(*) from uploads) uploads, (select count(*) from application_documents) documents`)
    )[0];
    const figures = Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, Number(v)]));
    log(`[grow] ${JSON.stringify(figures)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return figures;
  } finally {
    await database.close();
  }
}

/**
 * Runs this file again as the repo's scripts run the upstream's sources: `node --import tsx` in
 * upstream/, where its tsconfig (the @contracts paths) applies. DATA_DIR is made absolute first.
 */
function underTsx() {
  const env = { ...process.env, GROW_HISTORY_UNDER_TSX: '1' };
  if (env.DATA_DIR) env.DATA_DIR = path.resolve(env.DATA_DIR);
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)];
  const { status } = spawnSync(process.execPath, args, { cwd: upstreamDir, env, stdio: 'inherit' });
  process.exit(status ?? 1);
}

async function main() {
  if (process.env.GROW_HISTORY_UNDER_TSX !== '1') return underTsx();
  const { values } = parseArgs({ options: { applications: { type: 'string' } } });
  if (!values.applications) throw new Error('usage: grow-history.mjs --applications=10k|100k|<n> (see its header)');
  if (!process.env.DATABASE_URL && !process.env.DATA_DIR) throw new Error('set DATABASE_URL or DATA_DIR');
  await growHistory({ applications: parseCount(values.applications) });
  console.log(`[grow] staff account: ${benchStaff.email} / ${benchStaff.password}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`[grow] ${err.stack ?? err}`);
    process.exit(1);
  });
}
