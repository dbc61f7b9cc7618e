import { createReadStream } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertStoredName, storedNamePattern, type FileStorage, type StoredFile } from './file-storage';

/** Files in one folder on the local disk, readable by this process only (mode 600). */
export function diskStorage(dir: string): FileStorage {
  const pathOf = (name: string) => {
    assertStoredName(name);
    return path.join(dir, name);
  };
  const statOf = async (name: string): Promise<StoredFile | undefined> => {
    const info = await stat(pathOf(name)).catch(() => undefined);
    return info?.isFile() ? { name, size: info.size, modified: info.mtime } : undefined;
  };

  return {
    async putFile(localPath, name) {
      const target = pathOf(name);
      await mkdir(dir, { recursive: true });
      try {
        await rename(localPath, target);
      } catch (err) {
        // Another file system (a mounted volume): copy, then remove the original.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(localPath, target);
        await unlink(localPath);
      }
      await chmod(target, 0o600);
    },
    openRead: (name, range) => createReadStream(pathOf(name), range),
    stat: statOf,
    async delete(name) {
      await unlink(pathOf(name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    },
    async *list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        if (!storedNamePattern.test(name)) continue;
        const info = await statOf(name);
        if (info) yield info;
      }
    },
  };
}
