/**
 * Public URL of an uploaded image: served by the upstream under /api/uploads, reached through the
 * website. With `width` (one of lib/shared/image-widths), a WebP copy at most that wide.
 */
export function uploadUrl(file: string | null | undefined, width?: number): string | undefined {
  if (!file) return undefined;
  const url = `/uploads/${encodeURIComponent(file)}`;
  return width ? `${url}?w=${width}` : url;
}
