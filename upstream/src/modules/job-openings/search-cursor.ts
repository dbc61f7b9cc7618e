import { badRequest } from '../../http-error';
import { uuidSource } from '../../lib/uuid';

/** Where a page ends: the last opening's creation time (microseconds, as PostgreSQL keeps it) and id. */
export interface SearchCursor {
  createdAt: string;
  id: string;
}

const cursorPattern = new RegExp(`^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{6}Z)_(${uuidSource})$`);

export const badCursorMessage = 'This page link is not valid';

/** The pattern admits impossible times (month 13, 30 February), which PostgreSQL would refuse with an error. */
function isRealTime(text: string) {
  const millis = Date.parse(`${text.slice(0, 23)}Z`);
  return Number.isFinite(millis) && new Date(millis).toISOString().slice(0, 23) === text.slice(0, 23);
}

/** Opaque to callers: base64url of `createdAt_id`. */
export function encodeCursor(cursor: SearchCursor) {
  return Buffer.from(`${cursor.createdAt}_${cursor.id}`).toString('base64url');
}

/** A cursor this server did not make (or that was altered) is the caller's error: 400, never a query. */
export function decodeCursor(text: string): SearchCursor {
  const match = /^[A-Za-z0-9_-]+$/.test(text) ? cursorPattern.exec(Buffer.from(text, 'base64url').toString()) : null;
  const createdAt = match?.[1];
  const id = match?.[2];
  if (!createdAt || !id || !isRealTime(createdAt)) {
    throw badRequest(badCursorMessage, 'cursor');
  }
  return { createdAt, id };
}
