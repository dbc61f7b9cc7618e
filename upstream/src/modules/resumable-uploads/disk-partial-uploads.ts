import { open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { FileStorage } from '../../storage/file-storage';
import type { PartialUploads, UploadInfo } from './partial-uploads';
import { VettedFileStore } from './vetted-file-store';

/** The first `bytes` of a local file (fewer when it is shorter). */
async function readHead(file: string, bytes: number) {
  const head = Buffer.alloc(bytes);
  const handle = await open(file, 'r');
  try {
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * tus's FileStore folder: each upload is a data file `<id>` and its info `<id>.json`. A finished upload's
 * data file moves into private storage; its info stays until it expires.
 */
export function diskPartialUploads(dir: string, storage: FileStorage, ttlMs: number): PartialUploads {
  const dataPath = (id: string) => path.join(dir, id);
  const infoPath = (id: string) => path.join(dir, `${id}.json`);

  const readInfo = async (id: string) => {
    const text = await readFile(infoPath(id), 'utf8').catch(() => undefined);
    try {
      return text === undefined ? undefined : (JSON.parse(text) as UploadInfo);
    } catch {
      return undefined;
    }
  };

  return {
    datastore: (check) =>
      new VettedFileStore({ directory: dir, expirationPeriodInMilliseconds: ttlMs }, (id, from, to) =>
        check(id, from, to, (bytes) => readHead(dataPath(id), bytes)),
      ),
    tusId: (id) => id,
    urlId: (tusId) => tusId,
    readInfo,
    async writeInfo(id, info) {
      await writeFile(infoPath(id), JSON.stringify(info));
    },
    async receivedBytes(id) {
      const info = await stat(dataPath(id)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    async removeUpload(id) {
      await rm(dataPath(id), { force: true });
      await rm(infoPath(id), { force: true });
    },
    /** When each began: its info's creation date, else (no readable info) the data file's last change. */
    async listUploads() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const uploads: { id: string; began: Date }[] = [];
      for (const id of new Set(names.map((name) => name.replace(/\.json$/, '')))) {
        const created = (await readInfo(id))?.creation_date;
        const began = created
          ? new Date(created)
          : (await stat(names.includes(id) ? dataPath(id) : infoPath(id)).catch(() => undefined))?.mtime;
        if (began) uploads.push({ id, began });
      }
      return uploads;
    },
    detectType: (id) => fileTypeFromFile(dataPath(id)),
    storeAs: (id, name) => storage.putFile(dataPath(id), name),
  };
}
