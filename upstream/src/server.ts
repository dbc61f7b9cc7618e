import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { initDatabase } from './db/prepare';

// The only file that starts the process: config, database, listen, graceful close.
async function main() {
  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  await initDatabase(database, config, (message) => console.log(`[upstream] ${message}`));
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
