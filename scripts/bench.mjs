#!/usr/bin/env node
// `npm run bench`: the budgets of the careers-at-scale work, each figure against a baseline measured in
// the same run, on PGlite and then on PostgreSQL (when postgres://root@127.0.0.1:5432 answers).
// Each pass starts the product as `npm start` does on a fresh database, grows it to 500 active jobs
// through the admin API, then measures. Then the volume part (issue 23): a two-year history grown to
// 10,000 and 100,000 applications (bench/grow-history.mjs; PGlite to 10,000), measured at each size.
// Figures only: the exit code does not judge them.
//   --quick          one round of 2 s per figure instead of the best of 3 rounds of 4 s
//   --db=pglite      one database only (or --db=postgres)
//   --phone-only     only the mobile-data figures (issue 14), measured in Chromium on the PGlite pass
//   --video-only     only the stored video's start at 10 Mbit/s (issue 27), in Chromium on the PGlite pass
//   --volume-only    only the volume part
//   --portal-only    only the employer portal's figures (issue 27), on PGlite
//   --apply-again-only  only the second application with saved files on 3G (issue 26), in Chromium on PGlite
//   --cluster-only   only the shared topology's figure (issue 25): through haproxy with two instances against one
//   --access-records-only  only the record of access with 5,000,000 entries on PostgreSQL (issue 42)
//   --deployments-only  only the deployment board and dashboard on PostgreSQL (issue 43)
//   --messages-only  only the SMS figures through Kannel on PostgreSQL (issue 44)
//   BENCH_VOLUME=10k,100k (default) the volume part's sizes; BENCH_VOLUME=none skips it
//   BENCH_DEPLOYMENTS=5000,50000 (default) the active and finished deployments of the board's figures
//   BENCH_TEXT_MESSAGES=10000,1000000 (default) the SMS sent through Kannel and the delivered ones beside the claim
import { mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBuilds } from './build-servers.mjs';
import { clusterRows } from './bench/cluster.mjs';
import { blankNextFloor, startBlankNext } from './bench/first-load-js.mjs';
import { growJobs } from './bench/grow-jobs.mjs';
import { dropDatabase, freshDatabase } from './bench/postgres.mjs';
import { descendants, sleep, spawnNode, stopProcess, waitFor } from './bench/processes.mjs';
import { phoneBrowser, phoneRows } from './bench/phone.mjs';
import { applyAgainRows } from './bench/apply-again.mjs';
import { benchAccessRecords } from './bench/access-records.mjs';
import { benchDeployments } from './bench/deployments.mjs';
import { benchTextMessages } from './bench/text-messages.mjs';
import { productRows } from './bench/product-rows.mjs';
import { kb, printTable } from './bench/report.mjs';
import { shortlistPageRows } from './bench/shortlist-page.mjs';
import { videoStartRows } from './bench/video-start.mjs';
import { volumePass, volumeSizes } from './bench/volume.mjs';
import { benchStaffTotpSecret } from './bench/staff-sign-in.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const phoneOnly = process.argv.includes('--phone-only');
const videoOnly = process.argv.includes('--video-only');
const volumeOnly = process.argv.includes('--volume-only');
const portalOnly = process.argv.includes('--portal-only');
const applyAgainOnly = process.argv.includes('--apply-again-only');
const clusterOnly = process.argv.includes('--cluster-only');
const accessRecordsOnly = process.argv.includes('--access-records-only');
const deploymentsOnly = process.argv.includes('--deployments-only');
const messagesOnly = process.argv.includes('--messages-only');
/** One part of the PGlite pass (measured in Chromium, or the portal's sizes), without the load figures. */
const partOnly = phoneOnly || videoOnly || portalOnly || applyAgainOnly;
const volume = partOnly ? [] : volumeSizes();
const onlyDb = partOnly ? 'pglite' : process.argv.find((arg) => arg.startsWith('--db='))?.slice(5);
// BENCH_PORT_OFFSET moves every port, so two checkouts can bench at the same time.
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = {
  web: 3450 + offset,
  upstream: 4450 + offset,
  bare: 4451 + offset,
  twin: 3451 + offset,
  blank: 3452 + offset,
  // The volume part's upstreams of the smaller sizes (one port each), beside the largest's on `upstream`.
  smaller: 4460 + offset,
};
const web = `http://127.0.0.1:${ports.web}`;
const upstream = `http://127.0.0.1:${ports.upstream}`;
const dataRoot = path.join(root, 'data-bench');
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://root@127.0.0.1:5432/postgres';
// With BENCH_PORT_OFFSET its own databases too, so two checkouts' benches do not drop each other's.
const postgresDb = offset ? `gulf_bench_${offset}` : 'gulf_bench';
const staff = { email: 'admin@bayanihangulf.example', password: 'Staff-bench-2026' };
const activeJobs = 500;
const load = quick ? { seconds: 2, rounds: 1 } : { seconds: 4, rounds: 3 };
// 100 connections for the upstream's small answers (the budget's figure); 50 (the wrk -c50)
// where one answer is large or slow to make (the 1.5 MB list, whole pages), so the load generator,
// on the same two cores, is not what is measured.
const connections = { small: 100, large: 50 };

/** Started processes and written files to undo on Ctrl-C or a failure. */
const cleanups = new Set();
const track = (undo) => (cleanups.add(undo), () => cleanups.delete(undo));
async function cleanUp() {
  for (const undo of [...cleanups].reverse()) await undo().catch(() => undefined);
  cleanups.clear();
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** The pid of the server (`serverBuilds`' name) the launcher runs, for its CPU a request. */
function serverPid(launcher, name) {
  return descendants(launcher.pid).find((p) => p.args.includes(serverBuilds[name].outfile))?.pid;
}
const { upstreamRows, bffRows, websiteRows, firstLoadRows, processRows } = productRows({
  root,
  web,
  upstream,
  ports,
  load,
  connections,
  track,
});

/** One pass: a fresh database, the product started as `npm start` does, 500 jobs, then every figure. */
async function pass(mode, databaseUrl, floor) {
  const dataDir = path.join(dataRoot, mode);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`\n[bench] ${mode}: starting the product (npm start: compiled servers, production build)…`);
  const env = {
    PORT: String(ports.web),
    UPSTREAM_PORT: String(ports.upstream),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    PUBLIC_URL: `http://localhost:${ports.web}`,
    // Quiet logs on both sides, as the journeys and bench:web run them: the figures are the servers' work.
    LOG_LEVEL: 'warn',
    DEMO_ADMIN_PASSWORD: staff.password,
    DEMO_ADMIN_TOTP_SECRET: benchStaffTotpSecret,
    // The bench signs the demo staff account in many times a minute: a code may serve twice.
    TOTP_REPLAY_CHECK: 'off',
    // The full job list's per-address limit (429 past 120 a minute) would be what wrk measured, from one address.
    HEAVY_READS_PER_MINUTE: '1000000000',
    // The portal's setup signs up and logs in 30 candidates from this one address (20 a minute by default).
    RATE_LIMIT_PER_MINUTE: '1000',
  };
  // The product's own output (build, warnings) goes to a log beside its data, not into the tables.
  const log = path.join(dataRoot, `${mode}.log`);
  mkdirSync(dataRoot, { recursive: true });
  const launcher = spawnNode([path.join(root, 'scripts/start.mjs')], { cwd: root, env, log });
  console.log(`[bench] ${mode}: its log: ${path.relative(root, log)}`);
  const untrack = track(() => stopProcess(launcher));
  try {
    const started = Date.now();
    await waitFor(web, launcher, 1200);
    console.log(`[bench] ${mode}: up in ${Math.round((Date.now() - started) / 1000)} s`);
    // The employer portal's video: a stored 60 s video's first frame at 10 Mbit/s, once (no jobs needed).
    const videoTable = async () =>
      printTable('Stored video in Chromium (10 Mbit/s, 40 ms)', await videoStartRows({ web, root, staff }));
    if (videoOnly) return (await videoTable(), []);
    // The second application with the saved profile on 3G (issue 26), once, on the embedded database.
    if (mode === 'pglite' && (applyAgainOnly || !partOnly)) {
      printTable(
        'Applying again with the saved profile (phone, 3G, CPU 4x)',
        await applyAgainRows({ web, root, launch: phoneBrowser }),
      );
      if (applyAgainOnly) return [];
    }
    // The employer portal's page (issue 27), once, on the embedded database: sizes, not speeds.
    if (mode === 'pglite' && !phoneOnly) {
      console.log(`[bench] ${mode}: a client, its contact and a shortlist of 30 candidates…`);
      printTable(
        'Employer portal: a shortlist of 30 candidates, signed in as the contact',
        await shortlistPageRows({ web, upstream, staff, dataDir, floor }),
      );
      if (portalOnly) return [];
    }
    console.log(`[bench] ${mode}: creating jobs…`);
    const grown = Date.now();
    const { created, newest } = await growJobs(upstream, { ...staff, target: activeJobs });
    console.log(`[bench] ${mode}: ${created} jobs created in ${Math.round((Date.now() - grown) / 1000)} s`);
    // Each write asks the website to revalidate; measure once /candidates shows the data grown.
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline && !(await (await fetch(`${web}/candidates`)).text()).includes(newest.slug))
      await sleep(2000);
    await sleep(3000);

    const secret = (name) => readFile(path.join(dataDir, name), 'utf8').then((s) => s.trim());
    const webEnv = {
      UPSTREAM_API_URL: upstream,
      PUBLIC_URL: env.PUBLIC_URL,
      SESSION_SECRET: await secret('session-secret'),
      REVALIDATE_SECRET: await secret('revalidate-secret'),
      WEBSITE_SECRET: await secret('website-secret'),
    };
    // The phone's figures (a browser, emulated 3G, a fake camera) once, on the embedded database.
    if (mode === 'pglite' && !videoOnly) {
      printTable(
        'Phone on mobile data (412 px, CPU 4x, DevTools network presets)',
        await phoneRows({
          web,
          upstream,
          root,
          staff,
          blankNext: () => startBlankNext(root, path.join(dataRoot, 'blank-next'), ports.blank),
        }),
      );
    }
    if (mode === 'pglite' && !phoneOnly) await videoTable();
    if (phoneOnly) return [];
    const rows = [
      ...(await upstreamRows(newest.slug, serverPid(launcher, 'upstream'))),
      ...(await bffRows(serverPid(launcher, 'web'))),
      ...(await websiteRows(newest.slug, webEnv)),
      ...(await firstLoadRows(newest.slug, floor)),
      ...processRows(launcher, mode === 'pglite'),
    ];
    const label = mode === 'pglite' ? 'PGlite' : 'PostgreSQL';
    printTable(
      `${label}, ${activeJobs} active jobs${quick ? ' (--quick: 1 round of 2 s)' : ', best of 3 rounds of 4 s'}`,
      rows,
    );
    return rows;
  } finally {
    await stopProcess(launcher);
    untrack();
  }
}

/** The volume part on one database: a fresh one, grown size after size (volume.mjs). */
async function volumeOn(mode) {
  const dataDir = path.join(dataRoot, `volume-${mode}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const name = `${postgresDb}_volume`;
  const databaseUrl = mode === 'postgres' ? await freshDatabase(postgresAdminUrl, name) : undefined;
  if (mode === 'postgres' && !databaseUrl) return;
  const untrack = databaseUrl ? track(() => dropDatabase(postgresAdminUrl, name)) : () => undefined;
  try {
    await volumePass(root, {
      mode,
      sizes: volume,
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' },
      databaseUrl,
      ports,
      load,
      dataDir,
      printTable,
    });
  } finally {
    if (databaseUrl) await dropDatabase(postgresAdminUrl, name);
    untrack();
  }
}

/** The shared topology on PostgreSQL (bench/cluster.mjs); needs haproxy, Redis and Ceph's radosgw as the cluster test does. */
async function clusterPass() {
  const rows = await clusterRows({
    root,
    adminUrl: postgresAdminUrl,
    databaseName: `${postgresDb}_cluster`,
    load,
    connections,
  });
  if (rows.length > 0) printTable('Two instances behind haproxy (PostgreSQL, Redis, S3)', rows);
}

/** The record of access with 5,000,000 entries on PostgreSQL (bench/access-records.mjs). */
const accessRecordsPass = () =>
  benchAccessRecords({
    root,
    adminUrl: postgresAdminUrl,
    databaseName: `${postgresDb}_access`,
    port: ports.upstream,
    staff,
    load,
    dataDir: path.join(dataRoot, 'access-records'),
  });

/** The deployment board and the dashboard on PostgreSQL (bench/deployments.mjs). */
const deploymentsPass = () =>
  benchDeployments({
    root,
    adminUrl: postgresAdminUrl,
    databaseName: `${postgresDb}_deployments`,
    port: ports.upstream,
    staff,
    load,
    dataDir: path.join(dataRoot, 'deployments'),
  });

/** SMS through Kannel and the delivery's claim on PostgreSQL (bench/text-messages.mjs); needs Kannel as its tests do. */
const messagesPass = () =>
  benchTextMessages({
    root,
    adminUrl: postgresAdminUrl,
    databaseName: `${postgresDb}_messages`,
    port: ports.upstream,
    dataDir: path.join(dataRoot, 'text-messages'),
  });

async function main() {
  if (clusterOnly) return clusterPass();
  if (accessRecordsOnly) return accessRecordsPass();
  if (deploymentsOnly) return deploymentsPass();
  if (messagesOnly) return messagesPass();
  if (!volumeOnly) {
    const floor =
      phoneOnly || videoOnly || applyAgainOnly
        ? null
        : await blankNextFloor(root, path.join(dataRoot, 'blank-next'), ports.blank);
    if (floor) console.log(`[bench] floor: a blank Next ${floor.version} app loads ${kb(floor.bytes)} of JS (gzip)`);
    if (onlyDb !== 'postgres') await pass('pglite', undefined, floor);
    if (onlyDb !== 'pglite') {
      const url = await freshDatabase(postgresAdminUrl, postgresDb);
      if (url) {
        try {
          await pass('postgres', url, floor);
        } finally {
          await dropDatabase(postgresAdminUrl, postgresDb);
        }
      }
    }
  }
  if (!volumeOnly && !partOnly && onlyDb !== 'pglite') await clusterPass();
  if (!volumeOnly && !partOnly && onlyDb !== 'pglite') await accessRecordsPass();
  if (!volumeOnly && !partOnly && onlyDb !== 'pglite') await deploymentsPass();
  if (!volumeOnly && !partOnly && onlyDb !== 'pglite') await messagesPass();
  if (volume.length === 0) return;
  if (onlyDb !== 'postgres') await volumeOn('pglite');
  if (onlyDb !== 'pglite') await volumeOn('postgres');
}

main()
  .catch((err) => {
    console.error(`[bench] ${err.stack ?? err}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
