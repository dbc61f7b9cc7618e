import { describe, expect, it } from 'vitest';
import { isSlowConnection } from './connection';

describe('isSlowConnection', () => {
  it('takes 3G, 2G and slow 2G as slow', () => {
    for (const effectiveType of ['3g', '2g', 'slow-2g']) expect(isSlowConnection({ effectiveType })).toBe(true);
  });

  it('takes 4G as fast', () => {
    expect(isSlowConnection({ effectiveType: '4g', saveData: false })).toBe(false);
  });

  it('takes Data Saver as slow whatever the connection', () => {
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
  });

  it('takes a browser that tells nothing (no Network Information API) as not slow', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection({})).toBe(false);
  });
});
