import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Upload } from '@tus/utils';

/**
 * Queries on the folder of tus's FileStore: each upload is a data file `<id>` and its info `<id>.json`
 * (written by tus; the server adds to its metadata who owns the upload and, once it is finished, the
 * stored file's path). Another tus DataStore (S3) would need these four rewritten for its layout.
 */
export type UploadInfo = Pick<Upload, 'id' | 'size' | 'offset' | 'metadata' | 'creation_date'>;

export const serverKeys = { owner: 'owner', result: 'result' } as const;

const infoPath = (dir: string, id: string) => path.join(dir, `${id}.json`);

export async function readInfo(dir: string, id: string): Promise<UploadInfo | undefined> {
  const text = await readFile(infoPath(dir, id), 'utf8').catch(() => undefined);
  try {
    return text === undefined ? undefined : (JSON.parse(text) as UploadInfo);
  } catch {
    return undefined;
  }
}

export async function writeInfo(dir: string, info: UploadInfo) {
  await writeFile(infoPath(dir, info.id), JSON.stringify(info));
}

/** The bytes of an upload received so far (its data file's size), or undefined when it has none. */
export async function receivedBytes(dir: string, id: string) {
  const info = await stat(path.join(dir, id)).catch(() => undefined);
  return info?.isFile() ? info.size : undefined;
}

/** Removes an upload's data file and info, whichever exist. */
export async function removeUpload(dir: string, id: string) {
  await rm(path.join(dir, id), { force: true });
  await rm(infoPath(dir, id), { force: true });
}

/**
 * Every upload in the folder with when it began: its info's creation date, else (a data file whose
 * info was never written, or info that cannot be read) the file's last change.
 */
export async function listUploads(dir: string) {
  const names = await readdir(dir).catch(() => [] as string[]);
  const uploads: { id: string; began: Date }[] = [];
  for (const id of new Set(names.map((name) => name.replace(/\.json$/, '')))) {
    const created = (await readInfo(dir, id))?.creation_date;
    const began = created
      ? new Date(created)
      : (await stat(path.join(dir, names.includes(id) ? id : `${id}.json`)).catch(() => undefined))?.mtime;
    if (began) uploads.push({ id, began });
  }
  return uploads;
}
