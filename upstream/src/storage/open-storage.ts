import type { Config } from '../config';
import { diskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { openS3Bucket, type S3Bucket } from './s3-bucket';
import { s3Storage, type S3FileStorage } from './s3-storage';

/** Where stored files live: on the local disk, or (S3_ENDPOINT) under prefixes of one bucket. */
export interface Storages {
  /** Resumes, videos and documents: served only to their owner and staff. */
  private: FileStorage;
  /** Pictures anyone may see. */
  public: FileStorage;
  /** Set in S3 mode: the bucket (resumable uploads keep their parts there too) and the private store's S3 side. */
  s3?: { bucket: S3Bucket; private: S3FileStorage };
  /** Lets go of the store's connections. */
  close(): void;
}

/** Key prefixes in the bucket, one per store. */
export const s3Prefixes = { private: 'private/', public: 'public/', resumable: 'resumable/' } as const;

/** The stores `config` asks for: S3 when S3_ENDPOINT is set, else folders under DATA_DIR. */
export function openStorage(config: Pick<Config, 'paths' | 's3'>): Storages {
  if (!config.s3) {
    return {
      private: diskStorage(config.paths.privateUploads),
      public: diskStorage(config.paths.publicUploads),
      close: () => undefined,
    };
  }
  const bucket = openS3Bucket(config.s3);
  const privateStore = s3Storage(bucket, s3Prefixes.private);
  return {
    private: privateStore,
    public: s3Storage(bucket, s3Prefixes.public),
    s3: { bucket, private: privateStore },
    close: () => bucket.client.destroy(),
  };
}
