import 'server-only';
import { api } from '@/lib/contracts/endpoints';
import { callUpstream } from './call-upstream';

/** Asks the upstream to revoke one bearer token (logout); an unreachable upstream is not retried. */
export async function revokeToken(token: string): Promise<void> {
  await callUpstream(api.auth.logout, { token });
}
