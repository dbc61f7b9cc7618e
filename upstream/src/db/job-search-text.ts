import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';
import { jobOpenings, positions } from './schema';

// Here rather than in modules/job-openings: a position's rename (modules/lookups) rewrites it too, and
// the lookups sit below the job openings (which check the lookups they name).

/**
 * Rewrites the search text (title, position name, company, description without its tags) of the
 * openings the condition picks; the search column and its index follow from it in the database.
 */
export async function refreshSearchText(db: Database, which: SQL) {
  const positionName = sql`(select ${positions.name} from ${positions} where ${positions.id} = ${jobOpenings.positionId})`;
  const plainDescription = sql`regexp_replace(regexp_replace(${jobOpenings.description}, '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')`;
  await db
    .update(jobOpenings)
    .set({
      searchText: sql`concat_ws(' ', ${jobOpenings.title}, ${positionName}, ${jobOpenings.companyName}, ${plainDescription})`,
    })
    .where(which);
}
