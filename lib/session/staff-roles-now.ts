import 'server-only';
import { api } from '@/lib/contracts/endpoints';
import type { StaffRole } from '@/lib/contracts/users/staff-roles';
import { callUpstream } from '@/lib/upstream/call-upstream';

/**
 * A staff member's roles as stored now, which the upstream reads on every call: a Manager's change
 * then holds from the next request in the back office too, not from the next sign-in (decision 33).
 * Undefined when the upstream cannot say (down, or the session ended): the session's copy stands.
 */
export async function staffRolesNow(token: string): Promise<StaffRole[] | undefined> {
  try {
    const res = await callUpstream(api.users.profile, { token });
    if (!res.ok) return undefined;
    const parsed = api.users.profile.response[200].safeParse(await res.json());
    return parsed.success ? parsed.data.data.staffRoles : undefined;
  } catch {
    return undefined;
  }
}
