import type { PermissionNeed } from '../users/staff-roles';

/**
 * A back-office call: staff only, forwarded by the website with the session's token, and allowed to
 * the staff whose roles hold `permission` (staff-roles.ts).
 */
export function staffOnly<const P extends PermissionNeed>(permission: P) {
  return {
    access: ['Admin'],
    forbiddenMessage: 'This area is for agency staff only.',
    browser: 'forward',
    permission,
  } as const;
}
