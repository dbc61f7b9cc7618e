import { describe, expect, it } from 'vitest';
import { deploymentZone, expectedArrival, formatDeploymentTime, formatWallClock } from './time';

describe('a deployment’s times', () => {
  it('writes a flight time in the zone it was entered in', () => {
    expect(formatWallClock('2027-03-01T13:45', 'Asia/Dubai')).toBe('Mon 1 Mar 2027, 1:45 PM Dubai time');
    expect(formatWallClock('2027-03-01T09:30', 'Asia/Manila')).toBe('Mon 1 Mar 2027, 9:30 AM Manila time');
  });

  it('shows a moment in Manila time before the departure day and in Dubai time from it', () => {
    expect(deploymentZone('2027-02-28T15:59:00Z', '2027-03-01')).toBe('Asia/Manila');
    expect(deploymentZone('2027-02-28T16:00:00Z', '2027-03-01')).toBe('Asia/Dubai');
    expect(deploymentZone('2027-06-01T00:00:00Z', null)).toBe('Asia/Manila');
    expect(formatDeploymentTime('2027-03-02T06:00:00Z', '2027-03-01')).toBe('Tue 2 Mar 2027, 10:00 AM Dubai time');
    expect(formatDeploymentTime('2027-02-20T06:00:00Z', '2027-03-01')).toBe('Sat 20 Feb 2027, 2:00 PM Manila time');
  });

  it('takes the expected arrival from the flight’s Dubai time', () => {
    const flight = {
      key: 'flight',
      evidence: [{ label: 'Arrival (Dubai time)', value: '2027-03-01T13:45' }],
    };
    expect(expectedArrival({ steps: [flight] as never })).toBe('Mon 1 Mar 2027, 1:45 PM Dubai time');
    expect(expectedArrival({ steps: [] })).toBeNull();
  });
});
