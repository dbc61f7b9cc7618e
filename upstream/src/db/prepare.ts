import type { Config } from '../config';
import { seedDemoContent } from '../seed';
import type { DatabaseHandle } from './client';

/** Applies the committed migrations and, when SEED=auto and the database is empty, seeds the demo. */
export async function initDatabase(database: DatabaseHandle, config: Config, log: (message: string) => void) {
  await database.migrate();
  if (config.SEED === 'auto') {
    const seeded = await seedDemoContent(database.db, config.paths);
    log(seeded ? 'seeded demo content into an empty database' : 'database has content; seed skipped');
  }
}
