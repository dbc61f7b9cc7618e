import { MemoryLocker } from '@tus/server';
import type { Locker } from '@tus/utils';
import type { AppContext } from '../../context';

/**
 * The lock tus holds on an upload while a request writes to it. In this process only: with several
 * instances a shared lock belongs here (one place to swap it).
 */
export function uploadLocker(_ctx: Pick<AppContext, 'config'>): Locker {
  return new MemoryLocker();
}
