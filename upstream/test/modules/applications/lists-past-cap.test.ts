import { describe, expect, it } from 'vitest';
import { createListsPastCap } from '../../../src/modules/applications/lists-past-cap';

describe('lists remembered past the cap', () => {
  it('are remembered for 5 minutes from when last seen past it', () => {
    let now = 0;
    const pastCap = createListsPastCap(() => now);
    expect(pastCap.has('santos')).toBe(false);
    pastCap.add('santos');
    now = 4 * 60_000;
    expect(pastCap.has('santos')).toBe(true);
    pastCap.add('santos');
    now = 8 * 60_000;
    expect(pastCap.has('santos')).toBe(true);
    now = 9 * 60_000;
    expect(pastCap.has('santos')).toBe(false);
  });

  it('keep at most 1,000, forgetting the least recently used', () => {
    const pastCap = createListsPastCap(() => 0);
    for (let i = 0; i < 1_000; i++) pastCap.add(`surname ${i}`);
    pastCap.add('surname 0');
    pastCap.add('one more');
    expect(pastCap.has('surname 1')).toBe(false);
    expect(pastCap.has('surname 0')).toBe(true);
    expect(pastCap.has('surname 2')).toBe(true);
    expect(pastCap.has('one more')).toBe(true);
  });
});
