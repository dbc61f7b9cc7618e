import type http from 'node:http';
import type stream from 'node:stream';
import { FileStore } from '@tus/file-store';

type FileStoreOptions = ConstructorParameters<typeof FileStore>[0];

/** Told after each write which bytes arrived; may throw a tus error (`{ status_code, body }`) to refuse them. */
export type WriteCheck = (id: string, from: number, to: number) => Promise<void>;

/**
 * tus's disk store, with a check after every write while the upload's lock is still held: that is
 * where the first bytes' magic numbers are read, so a wrong type is refused before the rest is sent.
 */
export class VettedFileStore extends FileStore {
  constructor(
    options: FileStoreOptions,
    private readonly afterWrite: WriteCheck,
  ) {
    super(options);
  }

  override async write(readable: http.IncomingMessage | stream.Readable, id: string, offset: number) {
    const end = await super.write(readable, id, offset);
    await this.afterWrite(id, offset, end);
    return end;
  }
}
