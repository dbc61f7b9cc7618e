import { CreateBucketCommand, HeadBucketCommand, PutBucketVersioningCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { storageError } from './storage-unavailable';

/** The one bucket every stored file lives in, with the client that reaches it. */
export interface S3Bucket {
  client: S3Client;
  name: string;
  /** The client's settings, for tus's S3 store (it makes its own client). */
  clientConfig: ConstructorParameters<typeof S3Client>[0] & object;
  /** Resolves once the bucket exists (made when missing); tried again after a failure. */
  ready(): Promise<void>;
}

/** Seconds to wait for a connection: an unreachable store answers 503 soon rather than hanging a request. */
const connectTimeoutMs = 3_000;

/** A client for the store in `settings`, and its bucket made on first need. */
export function openS3Bucket(settings: S3Settings): S3Bucket {
  const clientConfig = {
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    forcePathStyle: settings.forcePathStyle,
    // Stores that are not AWS (radosgw, MinIO) refuse or lack the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    requestHandler: { connectionTimeout: connectTimeoutMs },
    maxAttempts: 2,
  };
  const client = new S3Client(clientConfig);
  let made: Promise<void> | undefined;
  return {
    client,
    name: settings.bucket,
    clientConfig,
    ready() {
      made ??= ensureBucket(client, settings.bucket).catch((err: unknown) => {
        made = undefined;
        return storageError(err);
      });
      return made;
    },
  };
}

/**
 * Makes the bucket unless it exists, with versioning on as README asks of operators (erasure removes every version);
 * two instances starting together both succeed. An existing bucket's settings are the operator's and left alone.
 */
async function ensureBucket(client: S3Client, bucket: string) {
  const exists = await client.send(new HeadBucketCommand({ Bucket: bucket })).then(
    () => true,
    (err: { $metadata?: { httpStatusCode?: number } }) => {
      if (err.$metadata?.httpStatusCode === 404) return false;
      throw err;
    },
  );
  if (exists) return;
  await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((err: { name?: string }) => {
    // The other instance made it first.
    if (err.name === 'BucketAlreadyOwnedByYou' || err.name === 'BucketAlreadyExists') return;
    throw err;
  });
  await client
    .send(new PutBucketVersioningCommand({ Bucket: bucket, VersioningConfiguration: { Status: 'Enabled' } }))
    .catch((err: { name?: string }) => {
      // A store without versioning (MinIO on one drive) keeps working unversioned.
      if (err.name !== 'NotImplemented') throw err;
    });
}
