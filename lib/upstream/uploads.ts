import { env } from '@/lib/env';

/** Public URL of an uploaded image (served by the upstream under /api/uploads). */
export function uploadUrl(file: string | null | undefined): string | undefined {
  return file ? `${env.UPSTREAM_API_URL}/api/uploads/${encodeURIComponent(file)}` : undefined;
}
