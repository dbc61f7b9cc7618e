import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/contains';
import { businessTypes, revokedTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What every authenticated request needs to know about its user, and whether its token was revoked. */
export async function findAuthState(db: Database, id: string, jti?: string) {
  if (!uuidPattern.test(id)) return undefined;
  const revoked =
    jti && uuidPattern.test(jti)
      ? sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`
      : sql<boolean>`false`;
  const [row] = await db
    .select({
      id: users.id,
      userType: users.userType,
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

/** A page of users, newest first, optionally matching a name or email. */
export async function listUsers(db: Database, options: { q?: string; limit: number; offset: number }) {
  const where = options.q
    ? or(ilike(users.name, containsPattern(options.q)), ilike(users.email, containsPattern(options.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(options.limit).offset(options.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
