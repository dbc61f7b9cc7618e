import { describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gzipTemplate, gzipWithNonce } from './gzip-template';
import { fillNonce, nonceTemplate } from './nonce-template';

const nonce = 'GZMboFxE39tg/NLbFq7OIw==';

const words =
  'waiter barista housekeeping jobs in Dubai Abu Dhabi Sharjah hotel resort chef commis steward salary visa contract className flex grid items-center text-slate-700'.split(
    ' ',
  );

/** A page like Next's: script tags each with the nonce, around a payload of varied words (seeded, so always the same). */
function page(scripts: number, linesPerScript = 1) {
  let seed = 7;
  const word = () => words[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % words.length];
  let html = '<!DOCTYPE html><html><head>';
  for (let i = 0; i < scripts; i++) {
    const payload = Array.from(
      { length: linesPerScript },
      (_, j) => `${i}.${j}: ${word()} ${word()} ${word()} ${word()}`,
    );
    html += `<script nonce="${nonce}">self.__next_f.push([1,"${payload.join(', ')}"])</script>\n`;
  }
  return Buffer.from(`${html}<footer>© Bayanihan Gulf</footer></html>`);
}

describe('gzipWithNonce', async () => {
  it('decompresses to exactly the page with the fresh nonce', async () => {
    const template = nonceTemplate(page(60), nonce);
    const gzip = (await gzipTemplate(template))!;
    for (const fresh of ['bmV3LW5vbmNlLWZvci10aGlz', 'YW5vdGhlci1vbmUtZXZlcnkt']) {
      const body = fillNonce(template, fresh);
      expect(gunzipSync(gzipWithNonce(gzip, fresh, body)).equals(body)).toBe(true);
    }
  });

  it('costs under 64 bytes a nonce over compressing the whole page at once (each part reads the page before it)', async () => {
    // Per nonce: the nonce itself as a stored block (29 bytes), a flush marker and a new block's code tables.
    const body = page(30, 40);
    const template = nonceTemplate(body, nonce);
    const spliced = gzipWithNonce((await gzipTemplate(template))!, nonce, body);
    expect(gunzipSync(spliced).equals(body)).toBe(true);
    expect(spliced.length).toBeLessThan(gzipSync(body, { level: 9 }).length + 30 * 64);
    const partsAlone = template.parts.reduce((sum, part) => sum + gzipSync(part, { level: 9 }).length, 0);
    expect(spliced.length).toBeLessThan(partsAlone * 0.8);
  });

  it('works for a page without a nonce and one that starts or ends with it', async () => {
    for (const text of ['<p>plain</p>', `${nonce}<p>x</p>${nonce}`]) {
      const template = nonceTemplate(Buffer.from(text), nonce);
      const body = fillNonce(template, 'Zm9v');
      expect(gunzipSync(gzipWithNonce((await gzipTemplate(template))!, 'Zm9v', body)).equals(body)).toBe(true);
    }
  });

  it('holds no more memory than its bytes, which is what the page cache counts', async () => {
    const gzip = (await gzipTemplate(nonceTemplate(page(40, 20), nonce)))!;
    const counted = gzip.segments.reduce((sum, segment) => sum + segment.length, 0);
    const held = new Set(gzip.segments.map((segment) => segment.buffer));
    const heldBytes = [...held].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    // Before, each of the 41 segments kept zlib's 16 KB output chunk alive: over 600 KB held.
    expect(heldBytes).toBe(counted);
  });

  it('declines a body holding NUL bytes (the placeholder could then be matched)', async () => {
    expect(await gzipTemplate(nonceTemplate(Buffer.from([0x3c, 0, 0x3e]), nonce))).toBeUndefined();
  });
});
