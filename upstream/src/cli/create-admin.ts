// `npm run admin:create -- --email a@b.c [--name "Full Name"] [--roles Manager,Recruiter]`: creates a staff
// account with those roles (Manager when none are given). The password is asked for when a terminal is
// attached (or taken from ADMIN_PASSWORD), otherwise generated and printed once.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { registerPasswordMessage } from '@contracts/auth/accounts';
import { emailField, passwordPattern } from '@contracts/core/fields';
import { parseStaffRoles } from '@contracts/users/staff-roles';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createStaffAccount, generatePassword } from '../modules/users/staff';

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
    options: { email: { type: 'string' }, name: { type: 'string' }, roles: { type: 'string' } },
  });
  const email = emailField.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message}`);
  const roles = parseRoles(values.roles ?? 'Manager');

  const given = process.env.ADMIN_PASSWORD || (await askPassword());
  if (given && !passwordPattern.test(given)) throw new Error(registerPasswordMessage);
  const password = given ?? generatePassword();

  const config = loadConfig();
  const database = openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  try {
    // Beside a starting server on the same PostgreSQL: migrate under its start-up lock.
    await database.exclusively(() => database.migrate());
    await database.db.transaction(async (tx) => {
      await createStaffAccount(
        tx,
        { email: email.data, name: values.name ?? 'Agency Staff', password, roles },
        config.SCRYPT_COST,
      );
    });
  } finally {
    await database.close();
  }
  console.log(`Staff account created: ${email.data} (${roles.join(', ')})`);
  if (!given) console.log(`Password (shown once): ${password}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
