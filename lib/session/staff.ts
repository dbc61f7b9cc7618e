import 'server-only';
import { getSession, isIdle } from './session';

/** The signed-in staff member, or null. Read-only: server components cannot change cookies. */
export async function currentStaff() {
  const session = await getSession();
  if (!session.user || session.user.userType !== 'Admin' || isIdle(session)) return null;
  return session.user;
}
