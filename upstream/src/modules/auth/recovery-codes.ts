import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { recoveryCodeCount } from '@contracts/staff-auth/second-factor';
import type { Database } from '../../db/client';
import { staffRecoveryCodes } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

// No 0/o, 1/l/i look-alikes: the codes are written down and typed back.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One recovery code: 16 characters (about 79 bits) in groups of four. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Gives the account new recovery codes (the old ones stop working) and answers them, to be shown once. */
export async function replaceRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(normalized(code)) })));
  return codes;
}

/** Uses up a recovery code: true once, in one statement, so two uses cannot both win. */
export async function consumeRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const [row] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, hashToken(normalized(code))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return Boolean(row);
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
