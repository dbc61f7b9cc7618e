import { describe, expect, it } from 'vitest';
import { addEndedSession, hashOf, isSessionEnded, markSessionEnded, onSessionEnded } from './ended-sessions';

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

  it('tells the listener (the other instances) of each session it ends, by hash, and takes theirs by hash', () => {
    const told: [string, number][] = [];
    onSessionEnded((hash, until) => void told.push([hash, until]));
    try {
      const now = Date.now();
      markSessionEnded('token-shared', now);
      expect(told).toEqual([[hashOf('token-shared'), now + 86_400_000]]);
    } finally {
      onSessionEnded(undefined);
    }
    expect(isSessionEnded('token-from-b')).toBe(false);
    addEndedSession(hashOf('token-from-b'), Date.now() + 60_000);
    expect(isSessionEnded('token-from-b')).toBe(true);
    addEndedSession(hashOf('token-gone'), Date.now() - 1);
    expect(isSessionEnded('token-gone')).toBe(false);
  });
});
