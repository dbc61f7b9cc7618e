import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { KvStore } from '@tus/utils';
import { fileTypeFromStream } from 'file-type';
import { s3Prefixes } from '../../storage/open-storage';
import type { S3Bucket } from '../../storage/s3-bucket';
import type { S3FileStorage } from '../../storage/s3-storage';
import { storageError } from '../../storage/storage-unavailable';
import { uploadIdPattern, type PartialUploads, type UploadInfo } from './partial-uploads';
import { VettedS3Store } from './vetted-s3-store';

/** Every instance reads an upload's info from the bucket: a copy kept in one process would go stale. */
const noCache: KvStore<never> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

/** S3's smallest part: an upload sent in small chunks is copied into fewer incomplete parts. */
const partBytes = 5 * 1024 * 1024;

const missing = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * tus's S3Store layout under `resumable/` in the bucket: `<id>` is the multipart upload (an object once
 * all of it arrived), `<id>.info` its info (with the multipart upload's id in the object's metadata), and
 * `<id>.part` the bytes of a write too small to be a part yet. The finish copies the object into
 * `private/` inside the store; the info stays until it expires.
 */
export function s3PartialUploads(bucket: S3Bucket, privateStore: S3FileStorage, ttlMs: number): PartialUploads {
  const { client, name: Bucket } = bucket;
  const prefix = s3Prefixes.resumable;
  const dataKey = (id: string) => `${prefix}${id}`;
  const infoKey = (id: string) => `${dataKey(id)}.info`;
  const partKey = (id: string) => `${dataKey(id)}.part`;
  const urlId = (tusId: string) => tusId.slice(prefix.length);

  const headOf = (Key: string) =>
    client.send(new HeadObjectCommand({ Bucket, Key })).catch((err: unknown) => {
      if (missing(err)) return undefined;
      return storageError(err);
    });

  const readInfo = async (id: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: infoKey(id) })).catch((err: unknown) => {
      if (missing(err)) return undefined;
      return storageError(err);
    });
    const text = await answer?.Body?.transformToString();
    try {
      return text === undefined ? undefined : (JSON.parse(text) as UploadInfo);
    } catch {
      return undefined;
    }
  };

  return {
    datastore: (check, headBytes) =>
      new VettedS3Store(
        {
          partSize: partBytes,
          s3ClientConfig: { ...bucket.clientConfig, bucket: Bucket },
          cache: noCache,
          // Expiry is the housekeeping's sweep (listUploads), as on disk.
          useTags: false,
          expirationPeriodInMilliseconds: ttlMs,
        },
        headBytes,
        (tusId, from, to, head) => check(urlId(tusId), from, to, async (bytes) => head.subarray(0, bytes)),
      ),
    tusId: dataKey,
    urlId,
    readInfo,
    async writeInfo(id, info) {
      // tus reads the multipart upload's id from the info object's metadata: kept as it was.
      const Metadata = (await headOf(infoKey(id)))?.Metadata;
      await client
        .send(new PutObjectCommand({ Bucket, Key: infoKey(id), Body: JSON.stringify(info), Metadata }))
        .catch(storageError);
    },
    async receivedBytes(id) {
      return (await headOf(dataKey(id)))?.ContentLength;
    },
    async removeUpload(id) {
      await bucket.ready();
      const UploadId = (await headOf(infoKey(id)))?.Metadata?.['upload-id'];
      if (UploadId) {
        // Gone already when it was completed.
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: dataKey(id), UploadId }))
          .catch((err: unknown) => (missing(err) ? undefined : storageError(err)));
      }
      for (const Key of [dataKey(id), partKey(id), infoKey(id)]) {
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(storageError);
      }
    },
    async listUploads() {
      const lastChange = new Map<string, Date>();
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
          .catch(storageError);
        for (const object of page.Contents ?? []) {
          const id = urlId(object.Key ?? '').replace(/\.(info|part)$/, '');
          if (!uploadIdPattern.test(id)) continue;
          const modified = object.LastModified ?? new Date(0);
          const seen = lastChange.get(id);
          if (!seen || modified < seen) lastChange.set(id, modified);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      const uploads: { id: string; began: Date }[] = [];
      for (const [id, modified] of lastChange) {
        const created = (await readInfo(id))?.creation_date;
        uploads.push({ id, began: created ? new Date(created) : modified });
      }
      return uploads;
    },
    async detectType(id) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: dataKey(id) })).catch(storageError);
      // Read only as far as the type needs, then let go of the rest.
      const body = answer.Body!.transformToWebStream();
      try {
        return await fileTypeFromStream(body);
      } finally {
        await body.cancel().catch(() => undefined);
      }
    },
    storeAs: (id, name) => privateStore.adopt(dataKey(id), name),
  };
}
