import 'server-only';
import { currentViewer } from './viewer';

/**
 * The signed-in staff member (with their roles as of sign-in, `staffRoles`), or null. Read-only: server
 * components cannot change cookies.
 */
export async function currentStaff() {
  const viewer = await currentViewer();
  return viewer?.user.userType === 'Admin' ? viewer.user : null;
}
