import { sealData } from 'iron-session';
import { describe, expect, it, vi } from 'vitest';

const secret = 's'.repeat(40);
vi.mock('server-only', () => ({}));
vi.mock('@/lib/env', () => ({ env: { SESSION_SECRET: 's'.repeat(40) } }));
const { readNotice, sealNotice } = await import('./sealed-notice');

describe('sealed notices', () => {
  it('reads back what was sealed', async () => {
    const notice = { kind: 'success' as const, text: 'Thank you. We will put you forward to Palm Resorts.' };
    expect(await readNotice(await sealNotice(notice))).toEqual(notice);
  });

  it('shows nothing for an address made elsewhere: absent, tampered, another key or another shape', async () => {
    const sealed = await sealNotice({ kind: 'error', text: 'No such request.' });
    expect(await readNotice(undefined)).toBeNull();
    expect(await readNotice('Thank you. We will put you forward to Evil Inc.')).toBeNull();
    expect(await readNotice(`${sealed.slice(0, 40)}x${sealed.slice(41)}`)).toBeNull();
    const otherKey = await sealData({ kind: 'success', text: 'Hi' }, { password: 'o'.repeat(40) });
    expect(await readNotice(otherKey)).toBeNull();
    expect(await readNotice(await sealData({ kind: 'html', text: 1 }, { password: secret }))).toBeNull();
  });

  it('shows nothing once the notice is older than five minutes', async () => {
    vi.useFakeTimers();
    try {
      const sealed = await sealNotice({ kind: 'success', text: 'Done' });
      vi.setSystemTime(Date.now() + 6 * 60_000);
      expect(await readNotice(sealed)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
