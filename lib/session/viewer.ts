import 'server-only';
import { inTabIdleLimitMs, isIdle } from '@/lib/idle-rules';
import { getSession } from './session';

/**
 * The signed-in user and their upstream token, for a server component that reads on their behalf; or
 * null. Read-only: server components cannot change cookies (proxy.ts applied the 30-minute rule).
 */
export async function currentViewer() {
  const session = await getSession();
  if (!session.user || !session.token || isIdle(session, inTabIdleLimitMs)) return null;
  return { user: session.user, token: session.token };
}
