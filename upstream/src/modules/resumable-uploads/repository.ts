import type { AppContext } from '../../context';
import { diskPartialUploads } from './disk-partial-uploads';
import type { PartialUploads } from './partial-uploads';
import { s3PartialUploads } from './s3-partial-uploads';

/** The partial uploads of this app: in the bucket when S3 is configured, else on disk. */
export function partialUploadsOf(ctx: Pick<AppContext, 'config' | 'storage'>): PartialUploads {
  const ttlMs = ctx.config.UPLOADS_UNUSED_TTL_HOURS * 3_600_000;
  const s3 = ctx.storage.s3;
  if (s3) return s3PartialUploads(s3.bucket, s3.private, ttlMs);
  return diskPartialUploads(ctx.config.paths.resumableUploads, ctx.storage.private, ttlMs);
}
