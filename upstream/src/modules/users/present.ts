import type { User } from '@contracts/auth/accounts';
import type { UserRow } from './repository';

/** The user as the API shows it to its owner (a staff member with its roles): never the hash, token version or flags. */
export function presentUser(user: UserRow, businessType: { id: string; name: string } | null): User {
  return {
    _id: user.id,
    userType: user.userType,
    name: user.name,
    email: user.email,
    phone: user.phone,
    country: user.country,
    companyName: user.companyName,
    businessType: businessType ? { _id: businessType.id, name: businessType.name } : null,
    image: user.image,
    emailVerified: user.emailVerifiedAt !== null,
    // A staff member's roles reach the website's session (its menus and allow-list); checked upstream anyway.
    ...(user.userType === 'Admin' ? { staffRoles: user.staffRoles } : {}),
  };
}
