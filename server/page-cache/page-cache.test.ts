import { describe, expect, it } from 'vitest';
import { fillNonce } from './nonce-template';
import { createPageCache } from './page-cache';
import type { RenderTarget } from './render-page';
import type { RenderedPage } from './stored-page';

const target: RenderTarget = { url: '/about', userAgent: 'test' };

function rendered(text: string, status = 200): RenderedPage {
  const nonce = `nonce${Math.random().toString(36).slice(2, 10)}`;
  return {
    status,
    headers: { 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${nonce}'` },
    body: Buffer.from(`<script nonce="${nonce}"></script>${text}`),
  };
}

/** A cache whose renders are answered by hand (`next`), with a clock the test moves. */
function setup() {
  const clock = { now: 0 };
  const renders: Array<{ target: RenderTarget; answer: (page: RenderedPage | Error) => void }> = [];
  const cache = createPageCache({
    maxBytes: 1024 * 1024,
    freshMs: 60_000,
    retryMs: 5_000,
    now: () => clock.now,
    render: (t) =>
      new Promise((resolve, reject) =>
        renders.push({ target: t, answer: (page) => (page instanceof Error ? reject(page) : resolve(page)) }),
      ),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const text = async (key = 'k') => {
    const found = await cache.lookup(key, target);
    return (
      found && {
        state: found.state,
        text: fillNonce(found.page.html, 'N')
          .toString()
          .replace(/<script.*<\/script>/, ''),
      }
    );
  };
  return { cache, clock, renders, settle, text };
}

describe('createPageCache', () => {
  it('renders a page once for everyone who asks while it renders, then answers from memory', async () => {
    const { cache, renders, settle } = setup();
    const asked = [cache.lookup('k', target), cache.lookup('k', target), cache.lookup('k', target)];
    await settle();
    expect(renders).toHaveLength(1);
    renders[0]!.answer(rendered('v1'));
    expect((await Promise.all(asked)).map((found) => found?.state)).toEqual(['miss', 'miss', 'miss']);
    expect((await cache.lookup('k', target))?.state).toBe('hit');
    expect(renders).toHaveLength(1);
  });

  it('serves a page older than its freshness while one background render replaces it', async () => {
    const { cache, clock, renders, settle, text } = setup();
    const first = cache.lookup('k', target);
    await settle();
    renders[0]!.answer(rendered('v1'));
    await first;
    clock.now = 61_000;
    expect(await text()).toEqual({ state: 'stale', text: 'v1' });
    expect(await text()).toEqual({ state: 'stale', text: 'v1' });
    await settle();
    expect(renders).toHaveLength(2);
    renders[1]!.answer(rendered('v2'));
    // Storing compresses in zlib's thread pool: the new page is there once that ends.
    await expect.poll(() => text()).toEqual({ state: 'hit', text: 'v2' });
    expect(renders).toHaveLength(2);
  });

  it('keeps serving the stale page when its re-render fails, and tries again after a pause', async () => {
    const { cache, clock, renders, settle, text } = setup();
    const first = cache.lookup('k', target);
    await settle();
    renders[0]!.answer(rendered('v1'));
    await first;
    clock.now = 61_000;
    await text();
    await settle();
    renders[1]!.answer(rendered('upstream down', 503));
    await settle();
    expect(await text()).toEqual({ state: 'stale', text: 'v1' });
    await settle();
    expect(renders).toHaveLength(2);
    clock.now = 66_000;
    await text();
    await settle();
    expect(renders).toHaveLength(3);
    renders[2]!.answer(new Error('connection refused'));
    await settle();
    expect(await text()).toEqual({ state: 'stale', text: 'v1' });
  });

  it('lets Next answer a page that cannot be shared, without rendering it again until it is due', async () => {
    const { cache, clock, renders, settle } = setup();
    const first = cache.lookup('k', target);
    await settle();
    renders[0]!.answer(rendered('not found', 404));
    expect(await first).toBeUndefined();
    expect(await cache.lookup('k', target)).toBeUndefined();
    expect(renders).toHaveLength(1);
    clock.now = 61_000;
    const later = cache.lookup('k', target);
    await settle();
    expect(renders).toHaveLength(2);
    renders[1]!.answer(rendered('now published'));
    expect((await later)?.state).toBe('miss');
  });

  it('forgets a page whose re-render says it is gone', async () => {
    const { cache, clock, renders, settle } = setup();
    const first = cache.lookup('k', target);
    await settle();
    renders[0]!.answer(rendered('job'));
    await first;
    clock.now = 61_000;
    await cache.lookup('k', target);
    await settle();
    renders[1]!.answer(rendered('gone', 404));
    await settle();
    expect(await cache.lookup('k', target)).toBeUndefined();
  });

  it('after a purge renders again, and does not keep a render that began before it', async () => {
    const { cache, renders, settle, text } = setup();
    const first = cache.lookup('k', target);
    await settle();
    renders[0]!.answer(rendered('v1'));
    await first;

    const during = cache.lookup('k2', target);
    await settle();
    cache.purge();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    const afterPurge = text('k2');
    await settle();
    expect(renders).toHaveLength(3);
    renders[1]!.answer(rendered('old content'));
    renders[2]!.answer(rendered('new content'));
    expect((await during)?.state).toBe('miss');
    expect(await afterPurge).toEqual({ state: 'miss', text: 'new content' });
    expect(await text('k2')).toEqual({ state: 'hit', text: 'new content' });

    const again = text('k');
    await settle();
    renders[3]!.answer(rendered('v2'));
    expect(await again).toEqual({ state: 'miss', text: 'v2' });
  });

  it('renders what the key names, and lets Next answer when the render fails outright', async () => {
    const { cache, renders, settle } = setup();
    const found = cache.lookup('k', { url: '/candidates?q=chef', userAgent: 'Mozilla' });
    await settle();
    expect(renders[0]!.target).toEqual({ url: '/candidates?q=chef', userAgent: 'Mozilla' });
    renders[0]!.answer(new Error('socket hang up'));
    expect(await found).toBeUndefined();
  });
});
