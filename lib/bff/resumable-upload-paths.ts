import { resumableUpload } from '@/lib/contracts/uploads/resumable';

const upstreamBase = `/api${resumableUpload.upstreamPath}`;

/** The upstream's path of an upload (`id`), or of the endpoint itself. */
export function upstreamUploadPath(id?: string) {
  return id ? `${upstreamBase}/${encodeURIComponent(id)}` : upstreamBase;
}

/**
 * The upstream's Location of a new upload (a path, or a URL with the upstream's host) as the
 * browser's address under the website's endpoint; undefined when it is not an upload of the endpoint.
 */
export function browserUploadPath(location: string) {
  const { pathname } = new URL(location, 'http://upstream');
  const id = pathname.startsWith(`${upstreamBase}/`) ? pathname.slice(upstreamBase.length + 1) : '';
  return id && !id.includes('/') ? `${resumableUpload.browserEndpoint}/${id}` : undefined;
}
