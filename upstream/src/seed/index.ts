import { copyFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, sql } from 'drizzle-orm';
import { contentDocuments as contentSchemas, contentKeys } from '@contracts/content';
import type { LookupKind } from '@contracts/lookups/lookup';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Storages } from '../storage/open-storage';
import { contentDocuments, jobOpenings, seedRuns, testimonials } from '../db/schema';
import { escapeHtml, htmlList } from '../lib/html';
import { slugify } from '../lib/slug';
import { createJobOpening } from '../modules/job-openings/service';
import { recordContentFiles } from '../modules/uploads/named-files';
import { makeStagingFolder } from '../modules/uploads/receive-file';
import { lookupTables } from '../modules/lookups/tables';
import { createStaffAccount, generatePassword } from '../modules/users/staff';
import { enrolStaffTotp } from '../modules/auth/enrol-staff';
import { demoContent } from './content';
import { demoJobs, type DemoJobOrder } from './jobs';
import { demoLookups } from './lookups';
import { seedPortal, storePortalFiles } from './seed-portal';
import { demoTestimonials } from './testimonials';
import { withIds } from '../lib/with-ids';

const imagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
const day = 24 * 60 * 60 * 1000;

/** True when the database holds no content and no jobs: the only state the seed ever writes to. */
async function isEmpty(db: Database) {
  const [docs] = await db.select({ n: count() }).from(contentDocuments);
  const [jobs] = await db.select({ n: count() }).from(jobOpenings);
  return docs?.n === 0 && jobs?.n === 0;
}

export const demoAdminEmail = 'admin@bayanihangulf.example';
export { demoEmployerEmail } from './portal';

export interface SeedResult {
  /** The demo staff account's password, shown once; undefined when nothing was seeded. */
  adminPassword?: string;
  /** Its authenticator app (an otpauth:// URL holding the secret), shown once likewise. */
  adminTotpUrl?: string;
  /** The demo employer contact's password (the portal's demo), shown once likewise. */
  employerPassword?: string;
}

/** Seeds the demo site into an empty database, in one transaction; does nothing to one with content. */
export async function seedDemoContent(
  db: Database,
  config: Pick<Config, 'paths' | 'SCRYPT_COST'> &
    Partial<
      Pick<Config, 'DEMO_ADMIN_PASSWORD' | 'DEMO_ADMIN_TOTP_SECRET' | 'DEMO_EMPLOYER_PASSWORD' | 'SEED_PORTAL_DEMO'>
    >,
  storage: Pick<Storages, 'private' | 'public'>,
): Promise<SeedResult> {
  if (!(await isEmpty(db))) return {};
  const adminPassword = config.DEMO_ADMIN_PASSWORD ?? generatePassword();
  const withPortal = config.SEED_PORTAL_DEMO !== 'off';
  const employerPassword = withPortal ? (config.DEMO_EMPLOYER_PASSWORD ?? generatePassword()) : undefined;
  // Files first, rows after: a store that fails here leaves an empty database, seeded at the next start.
  await storeDemoImages(config.paths, storage.public);
  const portalFiles = withPortal ? await storePortalFiles(config.paths, storage.private) : undefined;

  let adminTotpUrl: string | undefined;
  await db.transaction(async (tx) => {
    const ids = {} as Record<LookupKind, Map<string, string>>;
    for (const [kind, names] of Object.entries(demoLookups) as [LookupKind, string[]][]) {
      const rows = await tx
        .insert(lookupTables[kind])
        .values(names.map((name, index) => ({ name, sortingOrder: index + 1 })))
        .returning({ id: lookupTables[kind].id, name: lookupTables[kind].name });
      ids[kind] = new Map(rows.map((r) => [r.name, r.id]));
    }
    const idOf = (kind: LookupKind, name: string) => {
      const id = ids[kind].get(name);
      if (!id) throw new Error(`demo data names an unknown ${kind}: ${name}`);
      return id;
    };

    // Every document is validated by its contract before it is stored.
    await tx
      .insert(contentDocuments)
      .values(contentKeys.map((key) => ({ key, data: contentSchemas[key].parse(withIds(demoContent[key])) })));
    await recordContentFiles(tx, sql`true`);

    const now = Date.now();
    for (const [index, job] of demoJobs.entries()) {
      const createdAt = new Date(now - index * day);
      await createJobOpening(
        tx,
        {
          slug: slugify(`${job.title} ${job.locations[0] ?? ''}`),
          title: job.title,
          companyName: job.companyName,
          icon: job.icon,
          tag: job.tag,
          positionId: idOf('position', job.position),
          salaryBudgetId: job.salaryBudget ? idOf('salary-budget', job.salaryBudget) : null,
          salaryMinAed: job.salaryMinAed,
          salaryMaxAed: job.salaryMaxAed,
          ...demoJobOrderColumns(job.jobOrder),
          description: escapeHtml(job.description),
          responsibilities: htmlList(job.responsibilities),
          benefits: htmlList(job.benefits),
          isActive: job.isActive ?? true,
          validThrough: new Date(now + 90 * day).toISOString().slice(0, 10),
          createdAt,
          updatedAt: createdAt,
        },
        job.locations.map((name) => idOf('preffered-location', name)),
      );
    }

    await tx
      .insert(testimonials)
      .values(
        demoTestimonials.map((t, index) => ({ ...t, isApproved: true, createdAt: new Date(now - index * 7 * day) })),
      );
    const staff = await createStaffAccount(
      tx,
      // The demo staff account may do everything, as the only staff account of a fresh install.
      { email: demoAdminEmail, name: 'Agency Staff (demo)', password: adminPassword, roles: ['Manager'] },
      config.SCRYPT_COST,
    );
    // Staff sign in with a second factor: the demo account comes with its authenticator app.
    adminTotpUrl = (await enrolStaffTotp(tx, staff, config.DEMO_ADMIN_TOTP_SECRET)).otpauthUrl;
    if (portalFiles && employerPassword) {
      await seedPortal(tx, {
        idOf,
        staffId: staff.id,
        files: portalFiles,
        employerPassword,
        scryptCost: config.SCRYPT_COST,
        now,
      });
    }
    await tx.insert(seedRuns).values({ name: 'demo' });
  });

  return { adminPassword, adminTotpUrl, employerPassword };
}

/** A demo opening's job order columns; manpower pooling has none. */
function demoJobOrderColumns(order: DemoJobOrder | null) {
  if (!order) return { postingKind: 'MANPOWER_POOLING' as const, contractMonths: 24 };
  return {
    postingKind: 'JOB_ORDER' as const,
    jobOrderNumber: order.jobOrderNumber,
    principalName: order.principalName,
    principalConfidential: order.principalName === null,
    worksiteCity: order.worksiteCity,
    vacancies: order.vacancies,
    contractMonths: order.contractMonths,
    accommodationProvided: order.accommodation,
    foodProvided: order.food,
    transportProvided: order.transport,
    visaProvided: true,
  };
}

/** Puts the demo pictures (fixed names) into public storage: a copy of each, as storing takes the file. */
async function storeDemoImages(paths: Config['paths'], storage: Storages['public']) {
  const staging = await makeStagingFolder(paths, 'seed-images-');
  try {
    for (const file of await readdir(imagesDir)) {
      await copyFile(path.join(imagesDir, file), path.join(staging, file));
      await storage.putFile(path.join(staging, file), file);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
