import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentDocumentFiles, contentDocuments, jobOpeningFiles, jobOpenings, seedRuns } from '../../db/schema';

/**
 * The uuid that starts a stored file's name, followed by the dot of its extension. Upper case too,
 * and whatever the extension: recording a name too many keeps a file, one too few would delete it.
 */
const fileStemPattern = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\\.';

/** The texts of an opening that may name a picture. */
const jobOpeningText = sql`concat_ws(' ', ${jobOpenings.description}, ${jobOpenings.responsibilities}, ${jobOpenings.benefits}, ${jobOpenings.icon})`;

/** Records again which files the openings `which` picks name; called with every write of their texts. */
export async function recordJobOpeningFiles(db: Database, which: SQL) {
  const picked = db.select({ id: jobOpenings.id }).from(jobOpenings).where(which);
  await db.delete(jobOpeningFiles).where(inArray(jobOpeningFiles.jobOpeningId, picked));
  await db.execute(sql`
    insert into ${jobOpeningFiles} (job_opening_id, file_stem)
    select distinct ${jobOpenings.id}, lower(found[1])
    from ${jobOpenings}, regexp_matches(${jobOpeningText}, ${fileStemPattern}, 'g') as found
    where ${which}`);
}

/** Records again which files the content documents `which` picks name; called with every save of one. */
export async function recordContentFiles(db: Database, which: SQL) {
  const picked = db.select({ key: contentDocuments.key }).from(contentDocuments).where(which);
  await db.delete(contentDocumentFiles).where(inArray(contentDocumentFiles.contentKey, picked));
  await db.execute(sql`
    insert into ${contentDocumentFiles} (content_key, file_stem)
    select distinct ${contentDocuments.key}, lower(found[1])
    from ${contentDocuments}, regexp_matches(${contentDocuments.data}::text, ${fileStemPattern}, 'g') as found
    where ${which}`);
}

const backfillName = 'named-files';

/**
 * Once per database: records the files that texts saved before these records existed name (the
 * upload sweep calls it first, so it never decides without them). One statement per table.
 */
export async function recordNamedFilesOnce(db: Database) {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .insert(seedRuns)
      .values({ name: backfillName })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (!done) return;
    await recordJobOpeningFiles(tx, sql`true`);
    await recordContentFiles(tx, sql`true`);
  });
}
