import { describe, expect, it } from 'vitest';
import { isPublicPagePath, normalizedQuery, pageCacheKey } from './page-cache-key';

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' };

describe('pageCacheKey', () => {
  it('caches anonymous GET and HEAD of the public pages and job pages', () => {
    for (const path of ['/', '/about', '/services', '/employers', '/partners', '/gallery', '/contact', '/candidates']) {
      expect(pageCacheKey('GET', path, browser).kind).toBe('cache');
    }
    expect(pageCacheKey('HEAD', '/candidates/head-waiter-dubai', browser).kind).toBe('cache');
  });

  it('gives HEAD and GET of a page the same key', () => {
    expect(pageCacheKey('HEAD', '/about', browser)).toEqual(pageCacheKey('GET', '/about', browser));
  });

  it('leaves the API, assets, the back office and account pages alone', () => {
    for (const path of ['/api/job-opening', '/_next/static/chunks/a.js', '/admin', '/update-profile', '/icon.svg']) {
      expect(pageCacheKey('GET', path, browser).kind).toBe('none');
    }
    expect(pageCacheKey('GET', '/candidates/a/b', browser).kind).toBe('none');
    expect(pageCacheKey('POST', '/contact', browser).kind).toBe('none');
  });

  it('refuses addresses that would parse as another host', () => {
    expect(pageCacheKey('GET', '//evil.example/about', browser).kind).toBe('none');
    expect(pageCacheKey('GET', 'http://evil.example/about', browser).kind).toBe('none');
  });

  it('sends signed-in visitors through Next, which applies the idle rules', () => {
    expect(pageCacheKey('GET', '/about', { ...browser, cookie: 'theme=dark; bg_session=Fe26.2*abc' }).kind).toBe(
      'bypass',
    );
    expect(pageCacheKey('GET', '/about', { ...browser, cookie: 'not_bg_session=1' }).kind).toBe('cache');
  });

  it("sends Next's client router requests (RSC payloads, prefetches) through Next", () => {
    expect(pageCacheKey('GET', '/about', { ...browser, rsc: '1' }).kind).toBe('bypass');
    expect(pageCacheKey('GET', '/about', { ...browser, 'next-router-prefetch': '1' }).kind).toBe('bypass');
    expect(pageCacheKey('GET', '/about', { ...browser, 'next-router-state-tree': '%5B%5D' }).kind).toBe('bypass');
    expect(pageCacheKey('GET', '/about?_rsc=1x2y', browser).kind).toBe('bypass');
  });

  it('keys equal searches alike whatever the order of their parameters', () => {
    const a = pageCacheKey('GET', '/candidates?q=waiter&location=dubai', browser);
    const b = pageCacheKey('GET', '/candidates?location=dubai&q=waiter', browser);
    const c = pageCacheKey('GET', '/candidates?location=abu-dhabi&q=waiter', browser);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a).toMatchObject({ url: '/candidates?location=dubai&q=waiter' });
  });

  it('keeps the address as asked, so an alias and its page have their own entries', () => {
    expect(pageCacheKey('GET', '/About', browser)).toMatchObject({ kind: 'cache', url: '/About' });
    expect(pageCacheKey('GET', '/About', browser)).not.toEqual(pageCacheKey('GET', '/about', browser));
  });

  it('keys crawlers that read only HTML apart from browsers (Next renders their metadata differently)', () => {
    const bot = pageCacheKey('GET', '/about', { 'user-agent': 'facebookexternalhit/1.1' });
    expect(bot.kind).toBe('cache');
    expect(bot).not.toEqual(pageCacheKey('GET', '/about', browser));
    expect(pageCacheKey('GET', '/about', {})).toEqual(pageCacheKey('GET', '/about', browser));
  });
});

describe('normalizedQuery', () => {
  it('sorts parameters by name and keeps repeated values in their order', () => {
    expect(normalizedQuery(new URLSearchParams('b=2&a=1&b=1'))).toBe('?a=1&b=2&b=1');
  });

  it('is empty without parameters and encodes values one way', () => {
    expect(normalizedQuery(new URLSearchParams(''))).toBe('');
    expect(normalizedQuery(new URLSearchParams('q=head%20waiter'))).toBe(
      normalizedQuery(new URLSearchParams('q=head+waiter')),
    );
  });
});

describe('isPublicPagePath', () => {
  it('matches the first segment case-insensitively, as proxy.ts routes it', () => {
    expect(isPublicPagePath('/Candidates')).toBe(true);
    expect(isPublicPagePath('/Home')).toBe(true);
    expect(isPublicPagePath('/candidates/')).toBe(false);
  });
});
