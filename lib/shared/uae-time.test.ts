import { describe, expect, it } from 'vitest';
import { addDays, isPastValidThrough, uaeClock, uaeToday } from './uae-time';

describe('UAE time', () => {
  it('reads an instant as UAE local time (UTC+4)', () => {
    expect(uaeClock(new Date('2026-11-24T19:59:00Z'))).toEqual({ date: '2026-11-24', hour: 23, minute: 59 });
    expect(uaeClock(new Date('2026-11-24T20:00:00Z'))).toEqual({ date: '2026-11-25', hour: 0, minute: 0 });
    expect(uaeToday(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });

  it('keeps an opening valid through the end of its day in the UAE, and no longer', () => {
    expect(isPastValidThrough('2026-11-24', new Date('2026-11-24T19:59:59.999Z'))).toBe(false);
    expect(isPastValidThrough('2026-11-24', new Date('2026-11-24T20:00:00Z'))).toBe(true);
    expect(isPastValidThrough(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-02-27', 7)).toBe('2026-03-06');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
