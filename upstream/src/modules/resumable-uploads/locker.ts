import { MemoryLocker } from '@tus/server';
import type { Locker } from '@tus/utils';

/**
 * The lock tus holds on an upload while a request writes to it: in this process only. The one place
 * to swap it for a lock shared by several instances.
 */
export function uploadLocker(): Locker {
  return new MemoryLocker();
}
