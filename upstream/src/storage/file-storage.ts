import type { Readable } from 'node:stream';

/** What is known of a stored file without reading it. */
export interface StoredFile {
  name: string;
  size: number;
  modified: Date;
}

/**
 * Where finished uploads live, by name (one plain segment, e.g. `<uuid>.pdf`): a folder on the local
 * disk (disk-storage.ts) or a prefix in an S3 bucket (s3-storage.ts). Calls on an unreachable S3 store
 * fail with StorageUnavailable (503).
 */
export interface FileStorage {
  /** Takes a finished local file in under `name`; the local file is gone afterwards. */
  putFile(localPath: string, name: string): Promise<void>;
  /** The file's bytes, or the inclusive byte range of them. */
  openRead(name: string, range?: { start: number; end: number }): Readable;
  /** Undefined when there is no such file. */
  stat(name: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored file, for sweeping what nothing records. */
  list(): AsyncIterable<StoredFile>;
}

/** A stored name is one plain segment: no slashes, no leading dot, no `..`. */
export const storedNamePattern = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

export function assertStoredName(name: string) {
  if (!storedNamePattern.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
}
