import type { AppContext } from '../../context';
import { markClosed } from './repository';
import { getStaffShortlist, lockOpenShortlist } from './service';

/**
 * Closes the shortlist (a draft or a sent one): the client's contacts still see it, read-only; no
 * candidate is added, sent or decided on afterwards, and no reminder goes out. 409 once closed.
 */
export async function closeShortlist(ctx: AppContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    await lockOpenShortlist(tx, id);
    await markClosed(tx, id);
  });
  return { data: await getStaffShortlist(ctx, id) };
}
