import type { Config } from '../config';
import { demoAdminEmail, demoEmployerEmail, seedDemoContent } from '../seed';
import { ensureDefaultDocumentTypes } from '../modules/deployments/repository';
import { openStorage } from '../storage/open-storage';
import type { DatabaseHandle } from './client';

/** Applies the committed migrations, adds the default deployment document types to an empty list and, when SEED=auto and the database is empty, seeds the demo. */
export function initDatabase(database: DatabaseHandle, config: Config, log: (message: string) => void) {
  // Instances started together on one empty PostgreSQL would race to create the same schema and seed twice.
  return database.exclusively(() => prepare(database, config, log));
}

async function prepare(database: DatabaseHandle, config: Config, log: (message: string) => void) {
  await database.migrate();
  // Reference data the deployment checklist needs, whatever SEED says; staff edit the list afterwards.
  await ensureDefaultDocumentTypes(database.db);
  if (config.SEED === 'auto') {
    const storage = openStorage(config);
    const { adminPassword, adminTotpUrl, employerPassword } = await seedDemoContent(
      database.db,
      config,
      storage,
    ).finally(() => storage.close());
    if (!adminPassword) return log('database has content; seed skipped');
    log('seeded demo content into an empty database');
    // Shown once: the hash is all that is stored. A password given in the environment is not repeated.
    const shown = (given: string | undefined, name: string, generated?: string) => (given ? `(${name})` : generated);
    log(
      `demo staff account: ${demoAdminEmail} / ${shown(config.DEMO_ADMIN_PASSWORD, 'DEMO_ADMIN_PASSWORD', adminPassword)}`,
    );
    // Its second factor: add the URL to any authenticator app (typed in, or as a QR code).
    log(
      `demo staff authenticator app: ${shown(config.DEMO_ADMIN_TOTP_SECRET, 'DEMO_ADMIN_TOTP_SECRET', adminTotpUrl)}`,
    );
    if (employerPassword) {
      log(
        `demo employer account: ${demoEmployerEmail} / ${shown(config.DEMO_EMPLOYER_PASSWORD, 'DEMO_EMPLOYER_PASSWORD', employerPassword)}`,
      );
    }
  }
}
