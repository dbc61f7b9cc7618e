import { describe, expect, it } from 'vitest';
import { nextListQuery } from './next-list-query';

describe('nextListQuery', () => {
  it('keeps every earlier change when each builds on the query the one before made', () => {
    const typed = [{ q: 'Waiter' }, { experienceMin: '6' }, { experienceMax: '8' }].reduce(nextListQuery, '');
    expect(Object.fromEntries(new URLSearchParams(typed))).toEqual({
      q: 'Waiter',
      experienceMin: '6',
      experienceMax: '8',
    });
    expect(nextListQuery(nextListQuery('', { english: 'fluent' }), { hasVideo: '1' })).toBe(
      'english=fluent&hasVideo=1',
    );
  });

  it('reads a query with or without its leading question mark', () => {
    expect(nextListQuery('?q=Chef', { hasVideo: '1' })).toBe('q=Chef&hasVideo=1');
  });

  it('removes a parameter whose value is emptied', () => {
    expect(nextListQuery('q=Chef&english=basic', { english: undefined })).toBe('q=Chef');
    expect(nextListQuery('q=Chef&english=basic', { q: '' })).toBe('english=basic');
  });

  it('goes back to page 1 on any change but the page', () => {
    expect(nextListQuery('q=Chef&page=3', { sort: 'name' })).toBe('q=Chef&sort=name');
    expect(nextListQuery('q=Chef&page=3', { page: '4' })).toBe('q=Chef&page=4');
  });

  it('answers an empty query when the last filter is removed', () => {
    expect(nextListQuery('?hasVideo=1', { hasVideo: undefined })).toBe('');
  });
});
