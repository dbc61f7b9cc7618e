import { describe, expect, it } from 'vitest';
import { createOverCapSearches } from '../../../src/modules/admin-applications/over-cap-searches';

describe('searches remembered past the cap', () => {
  it('are remembered for 10 minutes from when last seen past it', () => {
    let now = 0;
    const overCap = createOverCapSearches(() => now);
    expect(overCap.has('santos')).toBe(false);
    overCap.add('santos');
    now = 9 * 60_000;
    expect(overCap.has('santos')).toBe(true);
    overCap.add('santos');
    now = 18 * 60_000;
    expect(overCap.has('santos')).toBe(true);
    now = 19 * 60_000;
    expect(overCap.has('santos')).toBe(false);
  });

  it('keep at most 1,000, forgetting the one seen longest ago', () => {
    const overCap = createOverCapSearches(() => 0);
    for (let i = 0; i < 1_000; i++) overCap.add(`surname ${i}`);
    overCap.add('surname 0');
    overCap.add('one more');
    expect(overCap.has('surname 1')).toBe(false);
    expect(overCap.has('surname 0')).toBe(true);
    expect(overCap.has('surname 2')).toBe(true);
    expect(overCap.has('one more')).toBe(true);
  });
});
