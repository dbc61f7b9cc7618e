// Times scheduled tasks of the upstream (modules/scheduler/tasks.ts) by running their functions on
// the upstream's own app, in a child under tsx (the sources, as the tests run them), with the
// scheduler off and the server not listening. On PGlite no upstream may hold the database meanwhile.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const marker = '[task] ';

/** Runs the tasks named (in order) against `env`'s database; answers { name, ms, report | error } each. */
export function runTasks(root, { env, names, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', self, ...names], {
      cwd: path.join(root, 'upstream'),
      env: { ...process.env, SCHEDULER: 'off', LOG_LEVEL: 'warn', ...env, BENCH_RUN_TASKS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => log?.(String(chunk).trimEnd()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const results = out
        .split('\n')
        .filter((line) => line.startsWith(marker))
        .map((line) => JSON.parse(line.slice(marker.length)));
      if (code !== 0 && results.length < names.length) reject(new Error(`running the tasks failed (exit ${code})`));
      else resolve(results);
    });
  });
}

async function child(names) {
  const upstream = (file) => import(path.join(path.dirname(self), '../../upstream/src', file));
  const [{ buildApp }, { loadConfig }, { openDatabase }, { scheduledTasks }] = await Promise.all([
    upstream('app.ts'),
    upstream('config.ts'),
    upstream('db/client.ts'),
    upstream('modules/scheduler/tasks.ts'),
  ]);
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  // Not ready()ed: the plugins are registered (their decorations are there) but no start-up hook runs.
  const app = await buildApp({ config, database });
  try {
    for (const name of names) {
      const task = scheduledTasks.find((t) => t.name === name);
      const started = performance.now();
      const result = task
        ? await task.run(app, new Date()).then(
            (report) => ({ report }),
            (err) => ({ error: String(err?.message ?? err) }),
          )
        : { error: 'no such task' };
      console.log(`${marker}${JSON.stringify({ name, ms: Math.round(performance.now() - started), ...result })}`);
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] === self && process.env.BENCH_RUN_TASKS === '1') {
  child(process.argv.slice(2)).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
