import { describe, expect, it } from 'vitest';
import { formatInterviewTime, utcToZoned, zonedToUtc } from './time';

describe('interview times', () => {
  it('stores a Dubai wall-clock time as UTC (UTC+4)', () => {
    expect(zonedToUtc('2026-11-30T10:00', 'Asia/Dubai')?.toISOString()).toBe('2026-11-30T06:00:00.000Z');
  });

  it('stores a Manila wall-clock time as UTC (UTC+8), across midnight', () => {
    expect(zonedToUtc('2026-12-01T03:30', 'Asia/Manila')?.toISOString()).toBe('2026-11-30T19:30:00.000Z');
  });

  it('refuses a date that does not exist or a malformed value', () => {
    expect(zonedToUtc('2026-02-30T10:00', 'Asia/Dubai')).toBeNull();
    expect(zonedToUtc('2026-11-30 10:00', 'Asia/Dubai')).toBeNull();
    expect(zonedToUtc('2026-11-30T25:00', 'Asia/Dubai')).toBeNull();
  });

  it('shows Manila time with the Dubai time beside it', () => {
    expect(formatInterviewTime('2026-11-30T06:00:00Z')).toBe('Mon 30 Nov, 2:00 PM Manila time (10:00 AM Dubai time)');
  });

  it('names the Dubai day when it differs from Manila’s', () => {
    expect(formatInterviewTime('2026-11-30T18:00:00Z')).toBe(
      'Tue 1 Dec, 2:00 AM Manila time (Mon 30 Nov, 10:00 PM Dubai time)',
    );
  });

  it('writes the 12 o’clock hours as 12, not 0: noon and midnight in Dubai', () => {
    expect(formatInterviewTime('2026-12-11T08:40:00Z')).toBe('Fri 11 Dec, 4:40 PM Manila time (12:40 PM Dubai time)');
    expect(formatInterviewTime('2026-12-10T20:10:00Z')).toBe('Fri 11 Dec, 4:10 AM Manila time (12:10 AM Dubai time)');
  });

  it('writes the 12 o’clock hours as 12, not 0: noon and midnight in Manila', () => {
    expect(formatInterviewTime('2026-12-11T04:05:00Z')).toBe('Fri 11 Dec, 12:05 PM Manila time (8:05 AM Dubai time)');
    expect(formatInterviewTime('2026-12-10T16:20:00Z')).toBe(
      'Fri 11 Dec, 12:20 AM Manila time (Thu 10 Dec, 8:20 PM Dubai time)',
    );
  });

  it('gives the instant back in the proposer’s zone', () => {
    expect(utcToZoned('2026-11-30T06:00:00Z', 'Asia/Dubai')).toBe('2026-11-30T10:00');
    expect(utcToZoned('2026-11-30T06:00:00Z', 'Asia/Manila')).toBe('2026-11-30T14:00');
  });
});
