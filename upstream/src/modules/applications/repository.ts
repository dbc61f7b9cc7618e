import type { Database } from '../../db/client';
import { applications } from '../../db/schema';

export async function insertApplication(db: Database, values: typeof applications.$inferInsert) {
  const [row] = await db.insert(applications).values(values).returning({ id: applications.id });
  return row!;
}
