import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import { isUuid } from '../lib/uuid';

/**
 * What a bearer token's check needs of its user, in one query per request: whether the token still
 * holds (version, disabled, revoked by its jti) and who is calling (type, staff roles, read fresh so a
 * role change holds from the next request).
 */
export async function findViewerState(db: Database, id: string, jti?: string) {
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
