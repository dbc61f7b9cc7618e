import type http from 'node:http';
import type stream from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS, Upload } from '@tus/utils';
import { serverKeys } from './partial-uploads';

type FileStoreOptions = ConstructorParameters<typeof FileStore>[0];

/** Told after each write which bytes arrived; may throw a tus error (`{ status_code, body }`) to refuse them. */
type AfterWrite = (id: string, from: number, to: number) => Promise<void>;

/**
 * tus's disk store, with a check after every write while the upload's lock is still held: that is
 * where the first bytes' magic numbers are read, so a wrong type is refused before the rest is sent.
 * A finished upload's data file has moved to storage; its info alone says it is whole.
 */
export class VettedFileStore extends FileStore {
  constructor(
    options: FileStoreOptions,
    private readonly afterWrite: AfterWrite,
  ) {
    super(options);
  }

  override async write(readable: http.IncomingMessage | stream.Readable, id: string, offset: number) {
    const end = await super.write(readable, id, offset);
    await this.afterWrite(id, offset, end);
    return end;
  }

  override async getUpload(id: string) {
    try {
      return await super.getUpload(id);
    } catch (err) {
      const info = err === ERRORS.FILE_NO_LONGER_EXISTS ? await this.configstore.get(id) : undefined;
      if (!info?.metadata?.[serverKeys.result]) throw err;
      return new Upload({ ...info, offset: info.size ?? 0 });
    }
  }
}
