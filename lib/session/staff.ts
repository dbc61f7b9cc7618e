import 'server-only';
import { inTabIdleLimitMs, isIdle } from '@/lib/idle-rules';
import { getSession } from './session';

/**
 * The signed-in staff member, or null. Read-only: server components cannot change cookies. The
 * page load itself already went through proxy.ts's 30-minute rule.
 */
export async function currentStaff() {
  const session = await getSession();
  if (!session.user || session.user.userType !== 'Admin' || isIdle(session, inTabIdleLimitMs)) return null;
  return session.user;
}
