import { pipeline, Transform, type Readable } from 'node:stream';
import { S3Store } from '@tus/s3-store';

type S3StoreOptions = ConstructorParameters<typeof S3Store>[0];

/** Told after each write which bytes arrived and the upload's first bytes; may throw a tus error to refuse them. */
type AfterWrite = (tusId: string, from: number, to: number, head: Buffer) => Promise<void>;

/**
 * tus's S3 store, with a check after every write while the upload's lock is held, and its removal (a
 * cancelling DELETE) replaced by ours, which takes every version of the data, part and info. Bytes sent
 * to S3 as parts of an unfinished multipart upload cannot be read back, so the first `headBytes` are
 * kept as they pass: from this write, and from the incomplete part an earlier small write left.
 */
export class VettedS3Store extends S3Store {
  constructor(
    options: S3StoreOptions,
    private readonly headBytes: number,
    private readonly afterWrite: AfterWrite,
    private readonly removeUpload: (tusId: string) => Promise<void>,
  ) {
    super(options);
  }

  // tus's own leaves old versions and delete markers, and the `.part` object.
  override async remove(id: string) {
    await this.removeUpload(id);
  }

  override async write(src: Readable, id: string, offset: number) {
    if (offset >= this.headBytes) {
      const end = await super.write(src, id, offset);
      await this.afterWrite(id, offset, end, Buffer.alloc(0));
      return end;
    }
    // Less than headBytes arrived before: all of it is in the incomplete part (smaller than any part).
    const kept: Buffer[] = [offset > 0 ? await this.earlierBytes(id, offset) : Buffer.alloc(0)];
    let keptBytes = kept[0]!.length;
    const wanted = this.headBytes;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (keptBytes < wanted) {
          kept.push(chunk.subarray(0, wanted - keptBytes));
          keptBytes += kept.at(-1)!.length;
        }
        done(null, chunk);
      },
    });
    const end = await super.write(
      pipeline(src, tap, () => undefined),
      id,
      offset,
    );
    await this.afterWrite(id, offset, end, Buffer.concat(kept));
    return end;
  }

  private async earlierBytes(id: string, offset: number) {
    const part = await this.getIncompletePart(id);
    if (!part) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of part) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).subarray(0, offset);
  }
}
