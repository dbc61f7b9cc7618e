// Times the SMS delivery's claim (claimDueTextMessages of modules/text-messages/repository.ts, the statement
// lib/claim-due.ts builds) on a PostgreSQL database, in a child under tsx (the sources, as the tests run them),
// through the upstream's own database client. Each run is rolled back, so every one finds the same due rows;
// `select 1` in the same kind of transaction, run by turns with it, is the baseline.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const marker = '[claims] ';
/** What the SMS delivery claims at once, and its lease (modules/text-messages/text-delivery.ts). */
const claim = { limit: 20, leaseMs: 5 * 60_000 };

/** Runs `runs` claims and baselines on `databaseUrl`; answers { claimed, claim: {p50, p99}, baseline: {p50, p99} } in ms. */
export function timeClaims(root, { databaseUrl, runs, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', self, String(runs)], {
      cwd: path.join(root, 'upstream'),
      env: { ...process.env, DATABASE_URL: databaseUrl, BENCH_TIME_CLAIMS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => log?.(String(chunk).trimEnd()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith(marker));
      if (code !== 0 || !line) reject(new Error(`timing the claims failed (exit ${code})`));
      else resolve(JSON.parse(line.slice(marker.length)));
    });
  });
}

/** The `p`th percentile (0-100) of `ms`, nearest rank. */
function percentile(ms, p) {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function child(runs) {
  const upstream = (file) => import(path.join(path.dirname(self), '../../upstream/src', file));
  const [{ openDatabase }, { claimDueTextMessages }, { sql }] = await Promise.all([
    upstream('db/client.ts'),
    upstream('modules/text-messages/repository.ts'),
    import('drizzle-orm'),
  ]);
  const database = openDatabase({ url: process.env.DATABASE_URL });
  const rolledBack = new Error('rolled back');
  /** Runs `work` in a transaction that is then rolled back; answers how long `work` took, and its answer. */
  const timed = async (work) => {
    let ms = 0;
    let answer;
    await database.db
      .transaction(async (tx) => {
        const started = performance.now();
        answer = await work(tx);
        ms = performance.now() - started;
        throw rolledBack;
      })
      .catch((err) => {
        if (err !== rolledBack) throw err;
      });
    return { ms, answer };
  };
  try {
    const times = { claim: [], baseline: [] };
    let claimed = 0;
    // A few unmeasured rounds first: connections opened, plans cached.
    for (let i = -10; i < runs; i += 1) {
      const base = await timed((tx) => tx.execute(sql`select 1`));
      const took = await timed((tx) => claimDueTextMessages(tx, new Date(), claim.leaseMs, claim.limit, 'sms'));
      if (i < 0) continue;
      times.baseline.push(base.ms);
      times.claim.push(took.ms);
      claimed = Math.max(claimed, took.answer.length);
    }
    const summary = (ms) => ({ p50: percentile(ms, 50), p99: percentile(ms, 99) });
    console.log(
      `${marker}${JSON.stringify({ claimed, claim: summary(times.claim), baseline: summary(times.baseline) })}`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] === self && process.env.BENCH_TIME_CLAIMS === '1') {
  child(Number(process.argv[2])).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
