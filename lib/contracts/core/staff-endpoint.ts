import type { PermissionNeed } from '../users/staff-roles';
import type { RecordScope } from '../users/record-scope';

/**
 * A back-office call: staff only, forwarded by the website with the session's token, and allowed to
 * the staff whose roles hold `permission` (staff-roles.ts). `scope` names the record each path
 * parameter (or body field) stands for: outside the caller's scope it answers as a missing one
 * (users/record-scope.ts).
 */
export function staffOnly<const P extends PermissionNeed, const S extends RecordScope | undefined = undefined>(
  permission: P,
  scope?: S,
) {
  return {
    access: ['Admin'],
    forbiddenMessage: 'This area is for agency staff only.',
    browser: 'forward',
    permission,
    scope: scope as S,
  } as const;
}
