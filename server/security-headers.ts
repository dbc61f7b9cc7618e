/**
 * Headers every answer carries, pages and API alike. The pages' Content-Security-Policy, which needs
 * a fresh nonce per page, is set by proxy.ts; answers that are not pages get a policy that allows nothing.
 */
export function baseSecurityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The video introduction needs the camera and microphone, on our own pages only.
    'Permissions-Policy':
      'camera=(self), microphone=(self), display-capture=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (publicUrl.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/** The policy of answers that are not pages (JSON, files): no scripts, no framing. */
export const nonPageCsp = "default-src 'none'; frame-ancestors 'none'; sandbox";
