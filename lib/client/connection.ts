'use client';

import { useSyncExternalStore } from 'react';

/** What the Network Information API tells of the visitor's connection (Chromium browsers only). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

type NetworkInformation = ConnectionInfo & EventTarget;

const slowTypes: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g']);

/**
 * A connection on which prefetching pages the visitor may never open costs more than it saves: Data
 * Saver on, or an effective type of 3G or slower. A browser that does not say is taken as not slow.
 */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || slowTypes.has(connection.effectiveType ?? '');
}

const networkInformation = (): NetworkInformation | undefined =>
  (navigator as Navigator & { connection?: NetworkInformation }).connection;

function subscribe(onChange: () => void) {
  const connection = networkInformation();
  connection?.addEventListener('change', onChange);
  return () => connection?.removeEventListener('change', onChange);
}

/**
 * Whether the page may prefetch now: false on the server and while hydrating (nothing is known yet),
 * then false on a slow connection, and following the connection as it changes.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isSlowConnection(networkInformation()),
    () => false,
  );
}
