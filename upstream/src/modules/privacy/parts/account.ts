import { eq } from 'drizzle-orm';
import { businessTypes, loginAttempts, users } from '../../../db/schema';
import type { PrivacyPart } from './part';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The account itself; erased last, as the other parts find the person's data through it. */
export const accountPart: PrivacyPart = {
  name: 'account',
  async collect(db, userId) {
    const [row] = await db
      .select({ user: users, businessType: businessTypes.name })
      .from(users)
      .leftJoin(businessTypes, eq(businessTypes.id, users.businessTypeId))
      .where(eq(users.id, userId));
    if (!row) return { data: null };
    const { user } = row;
    return {
      data: {
        id: user.id,
        userType: user.userType,
        name: user.name,
        email: user.email,
        phone: user.phone,
        country: user.country,
        companyName: user.companyName,
        businessType: row.businessType,
        profilePicture: user.image,
        emailVerifiedAt: iso(user.emailVerifiedAt),
        lastLoginAt: iso(user.lastLoginAt),
        isDisabled: user.isDisabled,
        createdAt: iso(user.createdAt),
        updatedAt: iso(user.updatedAt),
        password: 'Stored only as a one-way hash (scrypt); not included.',
      },
    };
  },
  async erase(db, userId) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return { count: 0 };
    await db.delete(loginAttempts).where(eq(loginAttempts.email, user.email.toLowerCase()));
    // Verification and reset tokens go with the row (on delete cascade).
    await db.delete(users).where(eq(users.id, userId));
    return { count: 1 };
  },
};
