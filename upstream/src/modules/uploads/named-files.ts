import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentDocumentFiles, contentDocuments, jobOpeningFiles, jobOpenings } from '../../db/schema';

/**
 * The uuid that starts a stored file's name, followed by the dot of its extension. Upper case too,
 * and whatever the extension: recording a name too many keeps a file, one too few would delete it.
 * Migration 0009 recorded the texts saved before these records existed with the same pattern.
 */
const fileStemPattern = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\\.';

/** Where each kind of text is stored, and the table of the files it names. */
const sources = {
  jobOpening: {
    named: sql`${jobOpeningFiles} (job_opening_id, file_stem)`,
    namedBy: jobOpeningFiles.jobOpeningId,
    table: jobOpenings,
    key: jobOpenings.id,
    // The fields of an opening that may name a picture.
    text: sql`concat_ws(' ', ${jobOpenings.description}, ${jobOpenings.responsibilities}, ${jobOpenings.benefits}, ${jobOpenings.icon})`,
  },
  content: {
    named: sql`${contentDocumentFiles} (content_key, file_stem)`,
    namedBy: contentDocumentFiles.contentKey,
    table: contentDocuments,
    key: contentDocuments.key,
    text: sql`${contentDocuments.data}::text`,
  },
};

/** Records again which files the texts of `source` that `which` picks name. */
async function recordNamedFiles(db: Database, source: (typeof sources)[keyof typeof sources], which: SQL) {
  const picked = sql`select ${source.key} from ${source.table} where ${which}`;
  await db.execute(sql`delete from ${source.namedBy.table} where ${source.namedBy} in (${picked})`);
  await db.execute(sql`
    insert into ${source.named}
    select distinct ${source.key}, lower(found[1])
    from ${source.table}, regexp_matches(${source.text}, ${fileStemPattern}, 'g') as found
    where ${which}`);
}

/** Records again which files the openings `which` picks name; called with every write of their texts. */
export const recordJobOpeningFiles = (db: Database, which: SQL) => recordNamedFiles(db, sources.jobOpening, which);

/** Records again which files the content documents `which` picks name; called with every save of one. */
export const recordContentFiles = (db: Database, which: SQL) => recordNamedFiles(db, sources.content, which);
