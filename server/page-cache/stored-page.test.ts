import { describe, expect, it } from 'vitest';
import { fillNonce } from './nonce-template';
import { storedPage, unshareableReason, type RenderedPage } from './stored-page';

const nonce = 'GZMboFxE39tg/NLbFq7OIw==';

function render(overrides: Partial<RenderedPage['headers']> = {}, status = 200): RenderedPage {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      link: `</_next/static/chunks/a.css>; rel=preload; as="style"; nonce="${nonce}"`,
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      vary: 'rsc, next-router-state-tree',
      'transfer-encoding': 'chunked',
      date: 'Tue, 24 Nov 2026 00:06:29 GMT',
      'x-frame-options': 'DENY',
      ...overrides,
    },
    body: Buffer.from(`<script nonce="${nonce}">1</script>`),
  };
}

describe('unshareableReason', () => {
  it("shares a 200 HTML page with Next's per-request cache-control and a nonce", () => {
    expect(unshareableReason(render())).toBeUndefined();
  });

  it('refuses anything but a 200', () => {
    expect(unshareableReason(render({}, 404))).toBe('status 404');
    expect(unshareableReason(render({ location: '/about' }, 308))).toBe('status 308');
  });

  it('refuses an answer that sets a cookie, is not HTML, or has no nonce', () => {
    expect(unshareableReason(render({ 'set-cookie': ['bg_session=x'] }))).toBe('sets a cookie');
    expect(unshareableReason(render({ 'content-type': 'application/json' }))).toBe('not HTML');
    expect(unshareableReason(render({ 'content-security-policy': "default-src 'none'" }))).toBe('no CSP nonce');
  });

  it('refuses a page whose cache-control says private or no-store on its own account', () => {
    expect(unshareableReason(render({ 'cache-control': 'private, max-age=60' }))).toBe('not shareable');
    expect(unshareableReason(render({ 'cache-control': 'no-store' }))).toBe('not shareable');
    expect(unshareableReason(render({ 'cache-control': 's-maxage=60' }))).toBeUndefined();
  });
});

describe('storedPage', () => {
  it('keeps the headers to replay, each cut at the nonce, without per-transfer ones', async () => {
    const page = (await storedPage(render(), () => 1000))!;
    const headers = Object.fromEntries(page.headers.map(([name, parts]) => [name, parts.join('FRESH')]));
    expect(headers['content-security-policy']).toBe("script-src 'self' 'nonce-FRESH' 'strict-dynamic'");
    expect(headers.link).toContain('nonce="FRESH"');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers).not.toHaveProperty('transfer-encoding');
    expect(headers).not.toHaveProperty('date');
    expect(fillNonce(page.html, 'FRESH').toString()).toBe('<script nonce="FRESH">1</script>');
  });

  it('adds Accept-Encoding to Vary once', async () => {
    const vary = async (rendered: RenderedPage) =>
      (await storedPage(rendered, () => 0))!.headers.find(([name]) => name === 'vary')![1].join('');
    expect(await vary(render())).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(await vary(render({ vary: 'RSC, Accept-Encoding' }))).toBe('RSC, Accept-Encoding');
    expect(await vary(render({ vary: undefined }))).toBe('Accept-Encoding');
  });

  it('is undefined for a render that may not be shared', async () => {
    expect(await storedPage(render({}, 500), () => 0)).toBeUndefined();
  });
});
