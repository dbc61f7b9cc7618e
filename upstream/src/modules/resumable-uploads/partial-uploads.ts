import { randomBytes } from 'node:crypto';
import type { DataStore, Upload } from '@tus/utils';
import type { fileTypeFromFile } from 'file-type';

/**
 * Resumable uploads while they arrive, where tus keeps them: a folder under DATA_DIR, or the bucket's
 * `resumable/` prefix (S3 mode, so any instance can resume an upload another began). Each upload has its
 * data and its info (written by tus; the server adds to its metadata who owns the upload and, once it is
 * finished, the stored file's name). Ids here are the URL's (32 hex digits).
 */
export type UploadInfo = Pick<Upload, 'id' | 'size' | 'offset' | 'metadata' | 'creation_date'>;

export const serverKeys = { owner: 'owner', result: 'result' } as const;

/** Told after each write which bytes arrived, with a way to read the first of them; may throw a tus error to refuse them. */
export type WriteCheck = (
  id: string,
  from: number,
  to: number,
  head: (bytes: number) => Promise<Buffer>,
) => Promise<void>;

export interface PartialUploads {
  /**
   * tus's DataStore for these uploads, calling `check` after each write while the upload's lock is held;
   * `headBytes`: how many first bytes the check may ask for.
   */
  datastore(check: WriteCheck, headBytes: number): DataStore;
  /** The id tus stores an upload under, from the URL's id, and back. */
  tusId(id: string): string;
  urlId(tusId: string): string;
  readInfo(id: string): Promise<UploadInfo | undefined>;
  writeInfo(id: string, info: UploadInfo): Promise<void>;
  /** The bytes of a whole upload (S3: only once all arrived), or undefined. */
  receivedBytes(id: string): Promise<number | undefined>;
  /** Removes an upload's data and info, whichever exist. */
  removeUpload(id: string): Promise<void>;
  /** Every upload with when it began. */
  listUploads(): Promise<{ id: string; began: Date }[]>;
  /** The whole upload's type, read from its bytes. */
  detectType(id: string): ReturnType<typeof fileTypeFromFile>;
  /** Moves the whole upload's data into private storage under `name`. */
  storeAs(id: string, name: string): Promise<void>;
}

/** An upload's id in URLs: 32 hex digits. */
export const uploadIdPattern = /^[0-9a-f]{32}$/;

/** A new upload's id, as URLs show it. */
export const newUploadId = () => randomBytes(16).toString('hex');
