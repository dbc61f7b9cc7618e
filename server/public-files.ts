import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Rejection } from './request-guard';

/** The address of every file under `dir` (the app's public/ folder, which Next serves as it is). */
export function listPublicFiles(dir: string): Set<string> {
  const entries = (() => {
    try {
      return readdirSync(dir, { withFileTypes: true, recursive: true });
    } catch {
      return [];
    }
  })();
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
}

/** The path as Next reads it ('/favicon%2Eico' is the favicon). */
function decoded(pathname: string) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Next's built scripts, styles and media: files too. */
const builtAssets = '/_next/static/';

export const readOnlyMessage = 'This file can only be read (GET or HEAD).';

/**
 * Files (public/ and Next's built assets) are read, never changed: any other method gets 405 with the methods a file takes (Next
 * itself answers them with a 500, looking for a /405 page the app does not have).
 */
export function fileMethodRejection(method: string, pathname: string, files: ReadonlySet<string>): Rejection | null {
  if (method === 'GET' || method === 'HEAD') return null;
  if (!files.has(decoded(pathname)) && !pathname.startsWith(builtAssets)) return null;
  return { status: 405, message: readOnlyMessage, headers: { allow: 'GET, HEAD' } };
}
