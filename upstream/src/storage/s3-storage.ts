import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { deleteEveryVersion } from './every-version';
import { assertStoredName, storedNamePattern, type FileStorage, type StoredFile } from './file-storage';
import type { S3Bucket } from './s3-bucket';
import { asStorageError, storageError } from './storage-unavailable';

/** A store in the bucket that can also take in an object the bucket already holds (a finished resumable upload). */
export interface S3FileStorage extends FileStorage {
  /** Moves the object at `sourceKey` (same bucket) to `name`: a copy inside the store, then every version of the source removed. */
  adopt(sourceKey: string, name: string): Promise<void>;
}

const notFound = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Files under `prefix` (e.g. `private/`) in one bucket of an S3-compatible store; `listPageSize`: keys per ListObjectsV2 call. */
export function s3Storage(bucket: S3Bucket, prefix: string, listPageSize = 1000): S3FileStorage {
  const { client, name: Bucket } = bucket;
  const keyOf = (name: string) => {
    assertStoredName(name);
    return `${prefix}${name}`;
  };

  return {
    async putFile(localPath, name) {
      const Key = keyOf(name);
      await bucket.ready();
      // Small files in one PUT, large ones (videos) in parts; a failed multipart upload is aborted.
      await new Upload({ client, params: { Bucket, Key, Body: createReadStream(localPath) } })
        .done()
        .catch(storageError);
      await unlink(localPath);
    },

    openRead(name, range) {
      const Key = keyOf(name);
      const out = new PassThrough();
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      client.send(new GetObjectCommand({ Bucket, Key, Range })).then(
        (answer) => pipeline(answer.Body as Readable, out, () => undefined),
        (err: unknown) => out.destroy((notFound(err) ? missingFile(name) : asStorageError(err)) as Error),
      );
      return out;
    },

    async stat(name) {
      const Key = keyOf(name);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { name, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (notFound(err)) return undefined;
        return storageError(err);
      }
    },

    async delete(name) {
      // Every version: in a versioned bucket a plain delete keeps the file readable as an old version.
      await deleteEveryVersion(bucket, [keyOf(name)]);
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken, MaxKeys: listPageSize }))
          .catch(storageError);
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          if (!storedNamePattern.test(name)) continue;
          const file: StoredFile = { name, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
          yield file;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async adopt(sourceKey, name) {
      const Key = keyOf(name);
      const CopySource = `${Bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket, Key, CopySource })).catch(storageError);
      await deleteEveryVersion(bucket, [sourceKey]);
    },
  };
}

/** A read of a file that is not there fails as the disk's would. */
const missingFile = (name: string) => Object.assign(new Error(`${name}: no such stored file`), { code: 'ENOENT' });
