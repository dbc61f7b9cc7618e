import type { Database } from '../../db/client';
import { replaceRecoveryCodes } from './recovery-codes';
import { newTotpSecret, otpauthUrl } from './totp';
import { insertTotp } from './totp-repository';

/**
 * Enrols a staff account without a sign-in (`npm run admin:create`, the demo seed, tests): its
 * authenticator app secret (a new one unless given) and its recovery codes, both to be shown once.
 */
export async function enrolStaffTotp(db: Database, user: { id: string; email: string }, secret = newTotpSecret()) {
  if (!(await insertTotp(db, user.id, secret))) throw new Error(`${user.email} already has an authenticator app.`);
  const recoveryCodes = await replaceRecoveryCodes(db, user.id);
  return { secret, otpauthUrl: otpauthUrl(user.email, secret), recoveryCodes };
}
