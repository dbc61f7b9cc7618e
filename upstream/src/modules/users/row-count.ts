import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowCounts, users } from '../../db/schema';

/** Every user, as the triggers of migration 0016 keep the count: one row read, however many users. */
export async function countAllUsers(db: Database): Promise<number> {
  const [kept] = await db.select({ rows: rowCounts.rows }).from(rowCounts).where(eq(rowCounts.tableName, 'users'));
  if (kept) return kept.rows;
  const [counted] = await db.select({ n: count() }).from(users);
  return counted?.n ?? 0;
}

/** Sets the users' count from the table, for rows written with triggers off (the bench's history generator). */
export async function recountUsers(db: Database) {
  const counted = sql`(select count(*) from ${users})`;
  await db
    .insert(rowCounts)
    .values({ tableName: 'users', rows: counted })
    .onConflictDoUpdate({ target: rowCounts.tableName, set: { rows: counted } });
}
