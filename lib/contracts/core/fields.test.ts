import { describe, expect, it } from 'vitest';
import { earliestTodayIso, fieldMessages, fullNameField, isCalendarDate, localTodayIso, requiredText } from './fields';

describe('date rules', () => {
  it('takes today from the device’s own calendar in the browser', () => {
    // Built from local fields, so the answer is the same in every time zone the test runs in.
    expect(localTodayIso(new Date(2026, 10, 24, 3, 10))).toBe('2026-11-24');
    expect(localTodayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('on the server, calls a date today while it is today anywhere on earth (UTC-12 is last)', () => {
    // 03:10 in Manila on the 24th is 19:10 UTC on the 23rd and 07:10 on the 23rd at UTC-12.
    expect(earliestTodayIso(new Date('2026-11-23T19:10:00Z'))).toBe('2026-11-23');
    // Noon UTC is midnight at UTC-12: the 23rd has begun everywhere.
    expect(earliestTodayIso(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
    expect(earliestTodayIso(new Date('2026-11-23T11:59:59Z'))).toBe('2026-11-22');
  });

  it('accepts only real calendar dates between 1900 and 2100', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2020-02-31')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-1-1')).toBe(false);
  });
});

describe('single-line texts', () => {
  const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it.each([
    'Nina\r\nTrust',
    'Nina\rTrust',
    'Nina\nTrust',
    'Nina\tTrust',
    'Nina\u0000Trust',
    'Nina\u007fTrust',
    'Nina\u0085Trust',
    'Nina\u2028Trust',
  ])('refuses a name holding a control character or line break: %j', (name) => {
    expect(messageOf(fullNameField.safeParse(name))).toBe(fieldMessages.singleLine);
  });

  it('takes a name with accents, apostrophes and inner spaces, and trims line ends around it', () => {
    expect(fullNameField.parse('  José Ma. O’Neil-Dela Cruz ')).toBe('José Ma. O’Neil-Dela Cruz');
    expect(fullNameField.parse('Nina Trust\r\n')).toBe('Nina Trust');
  });

  it('lets a multi-line text keep its line breaks and tabs', () => {
    const message = requiredText('Message is required', { multiline: true });
    expect(message.parse('First line\r\n\tSecond line')).toBe('First line\r\n\tSecond line');
    expect(messageOf(requiredText('Subject is required').safeParse('One\nTwo'))).toBe(fieldMessages.singleLine);
  });
});
