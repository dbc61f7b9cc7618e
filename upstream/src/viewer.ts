import type { UserType } from '@contracts/auth/accounts';
import type { StaffRole } from '@contracts/users/staff-roles';

/** Who is calling, when a valid bearer token came with the request. */
export interface Viewer {
  id: string;
  userType: UserType;
  /** A staff member's roles as stored now (read with the token's check on every request); empty otherwise. */
  staffRoles: readonly StaffRole[];
}
