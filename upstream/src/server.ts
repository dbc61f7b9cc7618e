import { spawn } from 'node:child_process';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/client';
import { initDatabase } from './db/prepare';

const prepareFlag = '--prepare-database';
const log = (message: string) => console.log(`[upstream] ${message}`);

/** Migrations and seed on a database of its own, then closes it: what a child started below runs. */
async function prepareOnly(config: Config) {
  // The server that started this child was killed: stop too, before its restart starts another child on
  // the same folder (an orphan left running once spun for 15 minutes holding the embedded database).
  // (Its channel may have closed already, while this process was still loading.)
  if (process.send && !process.connected) process.exit(1);
  process.on('disconnect', () => process.exit(1));
  // Watching the channel must not keep this process alive once the work is done.
  process.channel?.unref();
  const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  await initDatabase(database, config, log);
  await database.close();
}

/**
 * The embedded database is created (initdb), migrated and seeded in a short-lived child: PGlite's
 * WebAssembly memory only grows, so the server would otherwise keep that peak for its whole life.
 */
function prepareInChild() {
  return new Promise<void>((resolve, reject) => {
    const args = [...process.execArgv, process.argv[1]!, prepareFlag];
    // The IPC channel carries nothing: it closes when this process dies, which the child watches.
    const child = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`preparing the database failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

// The only file that starts the process: config, database, listen, graceful close.
async function main() {
  const config = loadConfig();
  if (process.argv.includes(prepareFlag)) return prepareOnly(config);
  const embedded = !config.DATABASE_URL;
  if (embedded) await prepareInChild();
  const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  if (!embedded) await initDatabase(database, config, log);
  const app = await buildApp({ config, database });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await app.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ host: config.UPSTREAM_HOST, port: config.UPSTREAM_PORT });
  app.log.info(
    `upstream API ready on http://${config.UPSTREAM_HOST}:${config.UPSTREAM_PORT}/api (${app.database.driver})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
