import { endpointPath } from '@/lib/contracts/core/endpoint';
import { api } from '@/lib/contracts/endpoints/site';
import type { PrivateFileView } from '@/lib/contracts/uploads/upload';

/**
 * A private file (resume, video) through the website's session, so only its owner and staff open it.
 * Previews ask a video `as` 'playable' (the copy every browser plays and seeks) or 'poster'.
 */
export function privateFileUrl(file: string, as?: PrivateFileView): string {
  return `/api${endpointPath(api.uploads.privateFile, { file })}${as ? `?as=${as}` : ''}`;
}
