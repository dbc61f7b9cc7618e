// `npm run admin:create -- --email a@b.c [--name "Full Name"] [--roles Manager,Recruiter] [--enrol-at-sign-in]`: creates a staff
// account with those roles (Manager when none are given). The password is asked for when a terminal is
// attached (or taken from ADMIN_PASSWORD), otherwise generated and printed once; the account's
// authenticator app (an otpauth:// URL) and recovery codes are printed once too, unless
// --enrol-at-sign-in leaves setting the app up to the person at their first sign-in.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { registerPasswordMessage } from '@contracts/auth/accounts';
import { emailField, passwordPattern } from '@contracts/core/fields';
import { parseStaffRoles } from '@contracts/users/staff-roles';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createStaffAccount, generatePassword } from '../modules/users/staff';
import { enrolStaffTotp } from '../modules/auth/enrol-staff';

async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Password (leave empty to generate one): ');
  rl.close();
  return answer.trim() || undefined;
}

function parseRoles(text: string) {
  try {
    return parseStaffRoles(text);
  } catch (err) {
    throw new Error(`--roles: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string' },
      // The person sets their own authenticator app up at the first sign-in: whoever runs this never sees it.
      'enrol-at-sign-in': { type: 'boolean' },
    },
  });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message}`);
  const roles = parseRoles(values.roles ?? 'Manager');

  const given = process.env.ADMIN_PASSWORD || (await askPassword());
  if (given && !passwordPattern.test(given)) throw new Error(registerPasswordMessage);
  const password = given ?? generatePassword();

  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  let enrolment: Awaited<ReturnType<typeof enrolStaffTotp>> | undefined;
  try {
    // Beside a starting server on the same PostgreSQL: migrate under its start-up lock.
    await database.exclusively(() => database.migrate());
    enrolment = await database.db.transaction(async (tx) => {
      const user = await createStaffAccount(
        tx,
        { email: email.data, name: values.name ?? 'Agency Staff', password, roles },
        config.SCRYPT_COST,
      );
      // Staff sign in with a second factor: the account comes with its authenticator app.
      return values['enrol-at-sign-in'] ? undefined : enrolStaffTotp(tx, user);
    });
  } finally {
    await database.close();
  }
  console.log(`Staff account created: ${email.data} (${roles.join(', ')})`);
  if (!given) console.log(`Password (shown once): ${password}`);
  if (!enrolment) return console.log('The authenticator app is set up at the first sign-in.');
  console.log(`Authenticator app (shown once; add it to any authenticator app): ${enrolment.otpauthUrl}`);
  console.log(`Recovery codes (shown once; each works once): ${enrolment.recoveryCodes.join(' ')}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
