import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { UserType } from '@contracts/auth/accounts';
import type { StaffRole } from '@contracts/users/staff-roles';
import { users } from '../../src/db/schema';
import { enrolStaffTotp } from '../../src/modules/auth';
import { createStaffAccount } from '../../src/modules/users/staff';
import type { TestContext } from './build-test-app';
import { finishStaffSignIn } from './second-factor';

export const testPassword = 'Secret123!';

export interface TestAccount {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

/**
 * An account of the given type, registered through the API, verified, and logged in. A staff account
 * (Admin) is a Manager, who may do everything, unless `staffRoles` says otherwise.
 */
export async function createAccount(
  ctx: TestContext,
  userType: UserType,
  { staffRoles = ['Manager'] }: { staffRoles?: readonly StaffRole[] } = {},
): Promise<TestAccount> {
  const email = `${userType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  if (userType === 'Admin') {
    const staff = await createStaffAccount(
      ctx.app.db,
      { email, name: 'Staff Member', password: testPassword, roles: staffRoles },
      ctx.config.SCRYPT_COST,
    );
    // As `npm run admin:create` does: the account comes with its authenticator app.
    await enrolStaffTotp(ctx.app.db, staff);
  } else {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        userType,
        name: `Test ${userType}`,
        email,
        phone: '0971555012',
        password: testPassword,
        consent: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
    await ctx.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
  }
  return login(ctx, email);
}

/**
 * Signs in through the API and answers the signed-in body ({ data, token }); a staff member gives a code
 * from their authenticator app after the password (enrolling one first when the account has none).
 */
export async function signIn(ctx: TestContext, email: string, password = testPassword) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const answer = res.json();
  return answer.secondFactor ? finishStaffSignIn(ctx, email, answer.secondFactor) : answer;
}

export async function login(ctx: TestContext, email: string, password = testPassword): Promise<TestAccount> {
  const { data, token } = await signIn(ctx, email, password);
  return { id: data._id, email, token, auth: { authorization: `Bearer ${token}` } };
}

/** Makes an uploaded picture the candidate's profile picture, which uses the upload. */
export async function setProfilePicture(ctx: TestContext, account: TestAccount, image: string) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/user/update-profile',
    headers: account.auth,
    payload: { name: 'Juan Dela Cruz', phone: '09171234567', country: 'Philippines', image },
  });
  if (res.statusCode !== 200) throw new Error(`profile update failed: ${res.body}`);
}
