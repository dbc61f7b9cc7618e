import { describe, expect, it } from 'vitest';
import {
  careersHref,
  isFiltered,
  lookupSlug,
  resolveCareersSearch,
  type CareersFilterLists,
} from './job-search-filters';

const lists: CareersFilterLists = {
  position: [
    { _id: 'p-waiter', name: 'Waiter / Waitress' },
    { _id: 'p-chef', name: 'Commis Chef' },
  ],
  location: [
    { _id: 'l-dubai', name: 'Dubai' },
    { _id: 'l-abu', name: 'Abu Dhabi' },
  ],
  salary: [
    { _id: 's-low', name: 'AED 1,500 – 2,000' },
    { _id: 's-top', name: 'AED 6,000+' },
  ],
};

describe('lookupSlug', () => {
  it('turns a lookup name into lower-case words joined by dashes', () => {
    expect(lookupSlug('Abu Dhabi')).toBe('abu-dhabi');
    expect(lookupSlug('Waiter / Waitress')).toBe('waiter-waitress');
  });

  it('drops thousands separators so a salary band reads as its figures', () => {
    expect(lookupSlug('AED 1,500 – 2,000')).toBe('aed-1500-2000');
    expect(lookupSlug('AED 6,000+')).toBe('aed-6000');
  });
});

describe('resolveCareersSearch', () => {
  it('maps each filter slug to its lookup id and keeps the slug for the URL', () => {
    const { search, filters } = resolveCareersSearch(
      { q: 'waiter', position: 'waiter-waitress', location: 'dubai', salary: 'aed-1500-2000' },
      lists,
    );
    expect(filters).toEqual({ q: 'waiter', position: 'p-waiter', location: 'l-dubai', salaryBudget: 's-low' });
    expect(search).toEqual({ q: 'waiter', position: 'waiter-waitress', location: 'dubai', salary: 'aed-1500-2000' });
  });

  it('accepts a lookup written as its name, in any case', () => {
    const { search, filters } = resolveCareersSearch({ location: 'Abu Dhabi' }, lists);
    expect(filters).toEqual({ location: 'l-abu' });
    expect(search).toEqual({ location: 'abu-dhabi' });
  });

  it('ignores a value that names no lookup instead of failing', () => {
    const { search, filters } = resolveCareersSearch({ location: 'atlantis', position: '' }, lists);
    expect(filters).toEqual({});
    expect(isFiltered(search)).toBe(false);
  });

  it('collapses spaces in the text, drops an empty one and cuts it to the 100 characters search allows', () => {
    expect(resolveCareersSearch({ q: '  head   chef ' }, lists).filters).toEqual({ q: 'head chef' });
    expect(resolveCareersSearch({ q: '   ' }, lists).search).toEqual({});
    expect(resolveCareersSearch({ q: 'x'.repeat(150) }, lists).filters.q).toHaveLength(100);
  });

  it('uses the first value when a parameter is repeated, and ignores paging parameters', () => {
    const { search } = resolveCareersSearch({ location: ['dubai', 'abu-dhabi'], cursor: 'abc', page: '3' }, lists);
    expect(search).toEqual({ location: 'dubai' });
  });
});

describe('careersHref', () => {
  it('is /candidates alone for no search', () => {
    expect(careersHref({})).toBe('/candidates');
  });

  it('lists the filters in a fixed order, encoded', () => {
    expect(careersHref({ salary: 'aed-6000', location: 'dubai', q: 'head chef & cook' })).toBe(
      '/candidates?q=head+chef+%26+cook&location=dubai&salary=aed-6000',
    );
  });
});
