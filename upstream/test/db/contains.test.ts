import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../src/db/contains';

describe('search patterns', () => {
  it('matches anywhere and takes the user’s % and _ literally', () => {
    expect(containsPattern('ana')).toBe('%ana%');
    expect(containsPattern('100%_sure\\')).toBe('%100\\%\\_sure\\\\%');
  });
});
