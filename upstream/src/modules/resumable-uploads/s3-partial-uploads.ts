import { AbortMultipartUploadCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { KvStore } from '@tus/utils';
import { fileTypeFromStream } from 'file-type';
import { deleteEveryVersion, everyVersion } from '../../storage/every-version';
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
 * `private/` inside the store; the info stays until it expires. Removals take every version (tus's own
 * DELETE included): in a versioned bucket a plain delete keeps the bytes as old versions.
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

  async function removeUpload(id: string) {
    await bucket.ready();
    const UploadId = (await headOf(infoKey(id)))?.Metadata?.['upload-id'];
    if (UploadId) {
      // Gone already when it was completed.
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: dataKey(id), UploadId }))
        .catch((err: unknown) => (missing(err) ? undefined : storageError(err)));
    }
    await deleteEveryVersion(bucket, [dataKey(id), partKey(id), infoKey(id)]);
  }

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
        (tusId) => removeUpload(urlId(tusId)),
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
    removeUpload,
    async listUploads() {
      const lastChange = new Map<string, Date>();
      // Old versions and delete markers too: what only they hold of an upload is swept with the rest.
      for await (const version of everyVersion(bucket, prefix)) {
        const id = urlId(version.key).replace(/\.(info|part)$/, '');
        if (!uploadIdPattern.test(id)) continue;
        const seen = lastChange.get(id);
        if (!seen || version.modified < seen) lastChange.set(id, version.modified);
      }
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
    async storeAs(id, name) {
      await privateStore.adopt(dataKey(id), name);
      // The pieces of the file that waited in `.part` between writes stay as old versions otherwise.
      await deleteEveryVersion(bucket, [partKey(id)]);
    },
  };
}
