import type { Endpoint } from '@/lib/contracts/core/endpoint';
import type { User } from '@/lib/contracts';
import { mayCall, missingPermissionMessage } from '@/lib/contracts/users/staff-roles';

/**
 * Why the website refuses to forward a staff member's call, or null: the endpoint's declared
 * permission is one the session's roles (as of sign-in) lack. The upstream checks the roles as stored
 * now on every call; a session from before roles existed knows none and leaves it to the upstream.
 */
export function staffRefusal(endpoint: Pick<Endpoint, 'access' | 'permission'>, user: User | undefined): string | null {
  return user?.userType === 'Admin' && !mayCall(user.staffRoles, endpoint) ? missingPermissionMessage : null;
}
