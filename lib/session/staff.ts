import 'server-only';
import { staffRolesNow } from './staff-roles-now';
import { currentViewer } from './viewer';

/**
 * The signed-in staff member, or null, with their roles as stored now (`staffRoles`; the session's
 * copy from sign-in when the upstream cannot say), so the menus follow a Manager's change at once.
 * Read-only: server components cannot change cookies.
 */
export async function currentStaff() {
  const viewer = await currentViewer();
  if (viewer?.user.userType !== 'Admin') return null;
  const staffRoles = await staffRolesNow(viewer.token);
  return staffRoles ? { ...viewer.user, staffRoles } : viewer.user;
}
