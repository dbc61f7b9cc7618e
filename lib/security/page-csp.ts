/**
 * The Content-Security-Policy of a page. Scripts run only with this response's nonce (Next puts it
 * on its own tags; 'strict-dynamic' lets those load their chunks), so an injected script never runs.
 * Styles stay inline-capable: React, Radix and the carousel set style attributes.
 */
export function pageCsp(nonce: string, options: { dev: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // The video recorder previews and plays back blob: URLs.
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
