// zod-free: used by the resumable upload client in the application form.

/** Bytes read from each end of a file: enough to tell two recordings apart without reading 12 MB. */
export const fingerprintEdgeBytes = 64 * 1024;

function hex(bytes: Uint8Array) {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** FNV-1a, 32 bits: only where WebCrypto is missing (a page served over plain http to a LAN address). */
function fnv1a(bytes: Uint8Array) {
  let hash = 0x811c9dc5;
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Names a file by its content: its size and a SHA-256 of its first and last 64 KB. The same recording
 * restored from a draft after a reload gets the same name, so its upload resumes instead of starting over.
 */
export async function contentFingerprint(file: Blob): Promise<string> {
  const head = file.slice(0, fingerprintEdgeBytes);
  const tail =
    file.size > fingerprintEdgeBytes
      ? file.slice(Math.max(fingerprintEdgeBytes, file.size - fingerprintEdgeBytes))
      : null;
  const bytes = new Uint8Array(await new Blob(tail ? [head, tail] : [head]).arrayBuffer());
  const subtle = globalThis.crypto?.subtle;
  const digest = subtle ? hex(new Uint8Array(await subtle.digest('SHA-256', bytes))) : `fnv-${fnv1a(bytes)}`;
  return `content-${file.size}-${digest}`;
}
