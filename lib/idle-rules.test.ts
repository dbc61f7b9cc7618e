import { describe, expect, it } from 'vitest';
import { idleLimitFor, inTabIdleLimitMs, isDocumentLoad, isIdle, reopenIdleLimitMs } from './idle-rules';

const minutes = (n: number) => n * 60 * 1000;
const now = Date.UTC(2026, 10, 23, 12, 0);
const lastActive = (agoMinutes: number) => ({ token: 't', lastActivity: now - minutes(agoMinutes) });

describe('idle rules', () => {
  it('restores a session on opening the site only within 30 minutes', () => {
    expect(isIdle(lastActive(29), reopenIdleLimitMs, now)).toBe(false);
    expect(isIdle(lastActive(31), reopenIdleLimitMs, now)).toBe(true);
  });

  it('keeps an open tab signed in for up to an hour without activity', () => {
    expect(isIdle(lastActive(45), inTabIdleLimitMs, now)).toBe(false);
    expect(isIdle(lastActive(61), inTabIdleLimitMs, now)).toBe(true);
  });

  it('never calls a signed-out session idle', () => {
    expect(isIdle({ lastActivity: 0 }, reopenIdleLimitMs, now)).toBe(false);
  });

  it('treats a signed-in session without a recorded activity as idle', () => {
    expect(isIdle({ token: 't' }, inTabIdleLimitMs, now)).toBe(true);
  });

  it('applies the in-tab hour to client-side navigations and prefetches and the 30 minutes to document loads', () => {
    // As browsers send them (Next strips its own rsc header before proxy.ts sees the request).
    const documentLoad = new Headers({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' });
    const clientFetch = new Headers({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' });
    expect(idleLimitFor(documentLoad)).toBe(reopenIdleLimitMs);
    expect(idleLimitFor(clientFetch)).toBe(inTabIdleLimitMs);
    expect(isDocumentLoad(documentLoad)).toBe(true);
    expect(isDocumentLoad(clientFetch)).toBe(false);
    // Without Fetch Metadata: the rsc header when it is there, else a document load (the stricter rule).
    expect(idleLimitFor(new Headers({ rsc: '1' }))).toBe(inTabIdleLimitMs);
    expect(idleLimitFor(new Headers())).toBe(reopenIdleLimitMs);
  });
});
