import { HttpError } from '../http-error';

export const storageUnavailableMessage = 'File storage is unavailable. Please try again in a few minutes.';

/** The object store cannot be reached (or answers 5xx): the request is refused with 503, nothing half stored. */
export class StorageUnavailable extends HttpError {
  constructor(readonly cause: unknown) {
    super(503, storageUnavailableMessage, undefined, { 'Retry-After': '30' });
  }
}

/** Socket-level failures: the store is down or unreachable, not a refusal of this request. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'TimeoutError',
  'RequestTimeout',
]);

/** True for an SDK error that says the store is unreachable or failing (no answer, or a 5xx). */
export function isStoreUnreachable(err: unknown): boolean {
  if (err instanceof StorageUnavailable) return true;
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: string; name?: string; $metadata?: { httpStatusCode?: number }; cause?: unknown };
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined && status >= 500) return true;
  if (networkCodes.has(e.code ?? '') || networkCodes.has(e.name ?? '')) return true;
  // AggregateError (happy eyeballs: every address refused) and wrapped causes.
  const inner = (err as { errors?: unknown[] }).errors ?? [];
  return inner.some(isStoreUnreachable) || (e.cause !== undefined && e.cause !== err && isStoreUnreachable(e.cause));
}

/** An unreachable store's error as StorageUnavailable (503), anything else as it is. */
export const asStorageError = (err: unknown) =>
  isStoreUnreachable(err) && !(err instanceof StorageUnavailable) ? new StorageUnavailable(err) : err;

/** Rethrows an unreachable store as StorageUnavailable (503), anything else as it is. */
export function storageError(err: unknown): never {
  throw asStorageError(err);
}
