import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru';

const lru = (maxBytes: number) => new ByteLru<string>(maxBytes, (value) => value.length);

describe('ByteLru', () => {
  it('evicts the least recently used entries once the bytes exceed the budget', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.get('a'); // a is now more recent than b
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.bytes).toBe(8);
  });

  it('evicts as many entries as a large value needs', () => {
    const cache = lru(10);
    for (const key of ['a', 'b', 'c']) cache.set(key, 'xxx');
    cache.set('big', 'yyyyyyyy');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(8);
  });

  it('does not keep a value larger than the whole budget, nor evict others for it', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('huge', 'h'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
  });

  it('counts a replaced value once', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect(cache.bytes).toBe(6);
    expect(cache.size).toBe(1);
  });

  it('forgets everything on clear', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
