/** Public URL of an uploaded image: served by the upstream under /api/uploads, reached through the website. */
export function uploadUrl(file: string | null | undefined): string | undefined {
  return file ? `/uploads/${encodeURIComponent(file)}` : undefined;
}
