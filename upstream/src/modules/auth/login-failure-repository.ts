import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema';

export async function recentFailures(db: Database, email: string, since: Date) {
  const [row] = await db
    .select({ n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : undefined };
}

export async function recordFailure(db: Database, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
}

export async function clearFailures(db: Database, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
