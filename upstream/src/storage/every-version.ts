import { DeleteObjectsCommand, ListObjectVersionsCommand, type ObjectIdentifier } from '@aws-sdk/client-s3';
import type { S3Bucket } from './s3-bucket';
import { storageError } from './storage-unavailable';

/** One version of an object, or one delete marker. */
export interface ObjectVersion {
  key: string;
  versionId: string;
  modified: Date;
  deleteMarker: boolean;
}

/** How many versions a ListObjectVersions page holds, and how many versions one DeleteObjects call names (S3's most). */
export interface VersionPaging {
  pageSize?: number;
  deleteBatch?: number;
}

/**
 * Every version and delete marker of the keys starting with `prefix`, a page (ListObjectVersions) at a time. A bucket
 * without versioning answers each object once, with the version id `null`.
 */
export async function* everyVersion(
  bucket: S3Bucket,
  prefix: string,
  { pageSize = 1000 }: VersionPaging = {},
): AsyncIterable<ObjectVersion> {
  const { client, name: Bucket } = bucket;
  let KeyMarker: string | undefined;
  let VersionIdMarker: string | undefined;
  for (;;) {
    const page = await client
      .send(new ListObjectVersionsCommand({ Bucket, Prefix: prefix, KeyMarker, VersionIdMarker, MaxKeys: pageSize }))
      .catch(storageError);
    const entries = [
      ...(page.Versions ?? []).map((v) => ({ ...v, deleteMarker: false })),
      ...(page.DeleteMarkers ?? []).map((m) => ({ ...m, deleteMarker: true })),
    ];
    for (const entry of entries) {
      if (!entry.Key) continue;
      yield {
        key: entry.Key,
        versionId: entry.VersionId ?? 'null',
        modified: entry.LastModified ?? new Date(0),
        deleteMarker: entry.deleteMarker,
      };
    }
    if (!page.IsTruncated) return;
    KeyMarker = page.NextKeyMarker;
    VersionIdMarker = page.NextVersionIdMarker;
  }
}

/**
 * Removes every version and delete marker of each of `keys`, for good: in a versioned bucket a plain DeleteObject only
 * hides an object behind a delete marker, its earlier versions still readable. Keys that merely start with one of
 * `keys` are kept; a key with nothing stored is not an error.
 */
export async function deleteEveryVersion(bucket: S3Bucket, keys: string[], paging: VersionPaging = {}) {
  if (keys.length === 0) return;
  const wanted = new Set(keys);
  const doomed: ObjectIdentifier[] = [];
  // Listed whole before deleting: the next page's markers never point at a version already gone.
  for await (const version of everyVersion(bucket, commonPrefix(keys), paging)) {
    if (wanted.has(version.key)) doomed.push({ Key: version.key, VersionId: version.versionId });
  }
  const batch = paging.deleteBatch ?? 1000;
  for (let start = 0; start < doomed.length; start += batch) {
    const answer = await bucket.client
      .send(
        new DeleteObjectsCommand({
          Bucket: bucket.name,
          Delete: { Objects: doomed.slice(start, start + batch), Quiet: true },
        }),
      )
      .catch(storageError);
    const failed = answer.Errors?.[0];
    if (failed)
      throw new Error(`could not delete ${failed.Key} (version ${failed.VersionId}): ${failed.Code} ${failed.Message}`);
  }
}

/** The longest start all of `keys` share. */
function commonPrefix(keys: string[]) {
  let prefix = keys[0] ?? '';
  for (const key of keys) while (!key.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}
