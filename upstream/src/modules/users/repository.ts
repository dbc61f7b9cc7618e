import { asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contains } from '../../db/contains';
import { businessTypes, revokedTokens, users } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import { countAllUsers } from './row-count';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * What every authenticated request needs to know about its user, in one query: whether the token still
 * holds (version, disabled, revoked by its jti) and who is calling (type, staff roles, read fresh so a role
 * change holds from the next request).
 */
export async function findAuthState(db: Database, id: string, jti?: string) {
  if (!isUuid(id)) return undefined;
  const revoked =
    jti && isUuid(jti)
      ? sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`
      : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
      staffRoles: users.staffRoles,
      tokenVersion: users.tokenVersion,
      isDisabled: users.isDisabled,
      revoked,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserWithBusinessType(db: Database, id: string) {
  const [row] = await db
    .select({ user: users, businessType: { id: businessTypes.id, name: businessTypes.name } })
    .from(users)
    .leftJoin(businessTypes, eq(businessTypes.id, users.businessTypeId))
    .where(eq(users.id, id));
  return row;
}

export async function insertUser(db: Database, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Database, id: string, values: Partial<NewUser>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Revokes every token issued to the user so far. */
export async function bumpTokenVersion(db: Database, id: string) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

// Up to this offset a page is read from the newest end, at once with the count.
const nearStart = 1000;

/**
 * A page of users, newest first (id breaks ties), optionally matching a part of a name or email, and
 * how many match. A page past the middle is read from the oldest end, so the last page skips few rows.
 */
export async function listUsers(db: Database, options: { q?: string; limit: number; offset: number }) {
  const { limit, offset } = options;
  const where = options.q ? or(contains(users.name, options.q), contains(users.email, options.q)) : undefined;
  // Without a search, the count the triggers keep: counting 40,000 users per page grew with the table.
  const countMatching = async () =>
    where ? ((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0) : countAllUsers(db);
  const page = (order: 'newest' | 'oldest', take: number, skip: number) =>
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(
        ...(order === 'newest' ? [desc(users.createdAt), desc(users.id)] : [asc(users.createdAt), asc(users.id)]),
      )
      .limit(take)
      .offset(skip);

  if (offset <= nearStart) {
    const [rows, total] = await Promise.all([page('newest', limit, offset), countMatching()]);
    return { rows, total };
  }
  const total = await countMatching();
  const take = Math.min(limit, total - offset);
  if (take <= 0) return { rows: [], total };
  if (offset <= total / 2) return { rows: await page('newest', limit, offset), total };
  const rows = await page('oldest', take, total - offset - take);
  return { rows: rows.reverse(), total };
}

/** Serializes one account's file replacements (a new upload is checked unused, then taken). */
export async function lockAccount(db: Database, userId: string) {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}
