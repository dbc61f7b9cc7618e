import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { contentDocuments as contentSchemas, contentKeys } from '@contracts/content';
import type { LookupKind } from '@contracts/lookups';
import type { DataPaths } from '../config';
import type { Database } from '../db/client';
import { contentDocuments, jobOpeningLocations, jobOpenings, seedRuns, testimonials } from '../db/schema';
import { htmlList } from '../lib/html';
import { slugify } from '../lib/slug';
import { lookupTables } from '../modules/lookups/tables';
import { demoContent } from './content';
import { demoJobs } from './jobs';
import { demoLookups } from './lookups';
import { demoTestimonials } from './testimonials';
import { withIds } from './with-ids';

const imagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
const day = 24 * 60 * 60 * 1000;

/** True when the database holds no content and no jobs: the only state the seed ever writes to. */
async function isEmpty(db: Database) {
  const [docs] = await db.select({ n: count() }).from(contentDocuments);
  const [jobs] = await db.select({ n: count() }).from(jobOpenings);
  return docs?.n === 0 && jobs?.n === 0;
}

/** Seeds the demo site into an empty database, in one transaction; returns false when it did nothing. */
export async function seedDemoContent(db: Database, paths: Pick<DataPaths, 'publicUploads'>): Promise<boolean> {
  if (!(await isEmpty(db))) return false;

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
    await tx.insert(contentDocuments).values(
      contentKeys.map((key) => ({ key, data: contentSchemas[key].parse(withIds(demoContent[key])) })),
    );

    const now = Date.now();
    for (const [index, job] of demoJobs.entries()) {
      const createdAt = new Date(now - index * day);
      const [row] = await tx
        .insert(jobOpenings)
        .values({
          slug: slugify(`${job.title} ${job.locations[0] ?? ''}`),
          title: job.title,
          companyName: job.companyName,
          icon: job.icon,
          tag: job.tag,
          positionId: idOf('position', job.position),
          salaryBudgetId: idOf('salary-budget', job.salaryBudget),
          salaryMinAed: job.salaryMinAed,
          salaryMaxAed: job.salaryMaxAed,
          description: job.description,
          responsibilities: htmlList(job.responsibilities),
          benefits: htmlList(job.benefits),
          isActive: job.isActive ?? true,
          validThrough: new Date(now + 90 * day).toISOString().slice(0, 10),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: jobOpenings.id });
      await tx.insert(jobOpeningLocations).values(
        job.locations.map((name, position) => ({ jobOpeningId: row!.id, locationId: idOf('preffered-location', name), position })),
      );
    }

    await tx.insert(testimonials).values(
      demoTestimonials.map((t, index) => ({ ...t, isApproved: true, createdAt: new Date(now - index * 7 * day) })),
    );
    await tx.insert(seedRuns).values({ name: 'demo' });
  });

  await copyDemoImages(paths.publicUploads);
  return true;
}

async function copyDemoImages(targetDir: string) {
  await mkdir(targetDir, { recursive: true });
  for (const file of await readdir(imagesDir)) {
    await copyFile(path.join(imagesDir, file), path.join(targetDir, file));
  }
}
