import { describe, expect, it } from 'vitest';
import { createReadLimit } from './read-limit';

describe('the per-address limit on heavy public reads', () => {
  it('allows a burst of half a minute’s calls, then one call each time the pace allows', () => {
    let time = 0;
    const limit = createReadLimit(120, () => time);
    for (let i = 0; i < 60; i++) expect(limit.take('1.1.1.1')).toBe(0);
    expect(limit.take('1.1.1.1')).toBe(1);
    time += 500;
    expect(limit.take('1.1.1.1')).toBe(0);
    expect(limit.take('1.1.1.1')).toBe(1);
  });

  it('counts each address apart', () => {
    const limit = createReadLimit(2, () => 0);
    expect(limit.take('1.1.1.1')).toBe(0);
    expect(limit.take('1.1.1.1')).toBe(30);
    expect(limit.take('2.2.2.2')).toBe(0);
  });

  it('forgets the addresses whose allowance has filled up again', () => {
    let time = 0;
    const limit = createReadLimit(60, () => time);
    limit.take('1.1.1.1');
    limit.take('2.2.2.2');
    expect(limit.size).toBe(2);
    time += 61_000;
    limit.take('3.3.3.3');
    expect(limit.size).toBe(1);
  });
});
