import { describe, expect, it } from 'vitest';
import { formatWorkerTime, workerZone } from './time';

describe('a welfare time in the worker’s zone', () => {
  it('is Manila time before the departure day and Dubai time from it', () => {
    // 14 Jan 2027 20:00 UTC is 15 Jan 04:00 in Manila: the departure day.
    expect(workerZone('2027-01-14T15:00:00Z', '2027-01-15')).toBe('Asia/Manila');
    expect(workerZone('2027-01-14T20:00:00Z', '2027-01-15')).toBe('Asia/Dubai');
  });

  it('names the zone it is shown in', () => {
    expect(formatWorkerTime('2027-01-10T02:00:00Z', '2027-01-15')).toBe('2027-01-10 10:00 Manila time');
    expect(formatWorkerTime('2027-04-12T05:30:00Z', '2027-01-15')).toBe('2027-04-12 09:30 Dubai time');
  });
});
