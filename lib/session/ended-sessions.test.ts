import { describe, expect, it } from 'vitest';
import { isSessionEnded, markSessionEnded } from './ended-sessions';

describe('ended sessions', () => {
  it('knows a token whose session ended, and no other', () => {
    markSessionEnded('token-a');
    expect(isSessionEnded('token-a')).toBe(true);
    expect(isSessionEnded('token-b')).toBe(false);
    expect(isSessionEnded(undefined)).toBe(false);
  });

  it('forgets an ended session after a day', () => {
    const now = Date.now();
    markSessionEnded('token-c', now);
    expect(isSessionEnded('token-c', now + 23 * 3_600_000)).toBe(true);
    expect(isSessionEnded('token-c', now + 25 * 3_600_000)).toBe(false);
  });

  it('keeps at most 20,000 entries, dropping the oldest', () => {
    const now = Date.now();
    markSessionEnded('first', now);
    for (let i = 0; i < 20_000; i++) markSessionEnded(`token-${i}`, now + 1);
    expect(isSessionEnded('first', now + 2)).toBe(false);
    expect(isSessionEnded('token-19999', now + 2)).toBe(true);
  });
});
