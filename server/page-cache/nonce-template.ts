import { randomBytes } from 'node:crypto';

/**
 * A rendered page cut at every occurrence of its render's CSP nonce: `parts[i]`, then a nonce, then
 * `parts[i + 1]`… Each answer joins the parts around a fresh nonce, so no two answers share one.
 */
export interface NonceTemplate {
  parts: Buffer[];
  /** Length in characters of the nonce that goes between parts (fresh nonces have the same, so offsets hold). */
  nonceLength: number;
}

/** The nonce a Content-Security-Policy allows scripts with ('nonce-…' in script-src), if any. */
export function nonceOf(csp: string | undefined): string | undefined {
  return csp?.match(/'nonce-([A-Za-z0-9+/_=-]+)'/)?.[1];
}

export function nonceTemplate(body: Buffer, nonce: string): NonceTemplate {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return { parts, nonceLength: needle.length };
}

/** A fresh random nonce of the given length (base64 of 128+ random bits, as proxy.ts makes them). */
export function freshNonce(length: number): string {
  return randomBytes(Math.ceil((length * 3) / 4))
    .toString('base64')
    .slice(0, length);
}

/** The page with `nonce` in every place the render's nonce was. */
export function fillNonce(template: NonceTemplate, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  template.parts.forEach((part, i) => {
    if (i > 0) pieces.push(filler);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}
