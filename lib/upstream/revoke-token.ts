import 'server-only';
import { callUpstream } from './call-upstream';

/** Asks the upstream to revoke one bearer token (logout); an unreachable upstream is not retried. */
export async function revokeToken(token: string): Promise<void> {
  await callUpstream('/auth/logout', { method: 'POST', token });
}
