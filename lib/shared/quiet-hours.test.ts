import { describe, expect, it } from 'vitest';
import { quietHoursRelease, recipientZone } from './quiet-hours';

const at = (iso: string) => new Date(iso);

describe('quiet hours (21:00 to 08:00 in the recipient zone)', () => {
  it('lets a message go at once in Manila daytime and at 20:59', () => {
    for (const local of ['2027-03-10T08:00:00+08:00', '2027-03-10T13:30:00+08:00', '2027-03-10T20:59:59+08:00']) {
      expect(quietHoursRelease(at(local), 'Asia/Manila')).toEqual(at(local));
    }
  });

  it('holds a Manila message from 21:00 until 08:00 the next morning', () => {
    expect(quietHoursRelease(at('2027-03-10T21:00:00+08:00'), 'Asia/Manila')).toEqual(at('2027-03-11T08:00:00+08:00'));
    expect(quietHoursRelease(at('2027-03-10T23:45:00+08:00'), 'Asia/Manila')).toEqual(at('2027-03-11T08:00:00+08:00'));
  });

  it('holds a Manila message after midnight until 08:00 the same morning', () => {
    expect(quietHoursRelease(at('2027-03-11T00:10:00+08:00'), 'Asia/Manila')).toEqual(at('2027-03-11T08:00:00+08:00'));
    expect(quietHoursRelease(at('2027-03-11T07:59:59+08:00'), 'Asia/Manila')).toEqual(at('2027-03-11T08:00:00+08:00'));
  });

  it('reads the hour in Dubai after departure: 22:00 Manila is 18:00 Dubai, sent at once', () => {
    const now = at('2027-03-10T22:00:00+08:00');
    expect(quietHoursRelease(now, 'Asia/Dubai')).toEqual(now);
    expect(quietHoursRelease(now, 'Asia/Manila')).toEqual(at('2027-03-11T08:00:00+08:00'));
  });

  it('holds a Dubai message from 21:00 until 08:00 Dubai time, across the month end', () => {
    expect(quietHoursRelease(at('2027-03-31T21:30:00+04:00'), 'Asia/Dubai')).toEqual(at('2027-04-01T08:00:00+04:00'));
    expect(quietHoursRelease(at('2027-04-01T03:00:00+04:00'), 'Asia/Dubai')).toEqual(at('2027-04-01T08:00:00+04:00'));
  });

  it('never holds an urgent message', () => {
    const night = at('2027-03-10T02:00:00+08:00');
    expect(quietHoursRelease(night, 'Asia/Manila', true)).toEqual(night);
  });

  it('puts a candidate in Manila before departure and in Dubai from it', () => {
    const now = at('2027-03-10T12:00:00Z');
    expect(recipientZone(null, now)).toBe('Asia/Manila');
    expect(recipientZone(at('2027-03-11T00:00:00Z'), now)).toBe('Asia/Manila');
    expect(recipientZone(at('2027-03-10T12:00:00Z'), now)).toBe('Asia/Dubai');
  });
});
