// Without zod: the back office, the portal and My Applications show a deployment's times with these.
import { zonedToUtc, type InterviewZone } from '../interviews/time';
import type { DeploymentView } from './deployment';
import { deploymentSteps } from './steps';

const zoneNames: Record<InterviewZone, string> = { 'Asia/Manila': 'Manila time', 'Asia/Dubai': 'Dubai time' };

const formatters = Object.fromEntries(
  (Object.keys(zoneNames) as InterviewZone[]).map((zone) => [
    zone,
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }),
  ]),
) as Record<InterviewZone, Intl.DateTimeFormat>;

/** 'Mon 1 Mar 2027, 9:30 PM Dubai time' (en-GB writes 'Mon, 1 Mar 2027, 9:30 pm'). */
export function formatInZone(at: Date | string, zone: InterviewZone): string {
  const parts = Object.fromEntries(
    formatters[zone].formatToParts(typeof at === 'string' ? new Date(at) : at).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()} ${zoneNames[zone]}`;
}

/** A flight time as entered (the wall clock of its zone), written out; the raw text when not a time. */
export function formatWallClock(local: string, zone: InterviewZone): string {
  const at = zonedToUtc(local, zone);
  return at ? formatInZone(at, zone) : local;
}

/**
 * The zone a deployment's moment is shown in: Manila until the planned departure day starts there,
 * Dubai from then on (the worker is in the UAE); Manila while no departure is planned.
 */
export function deploymentZone(at: Date | string, plannedDeparture: string | null): InterviewZone {
  const leaves = plannedDeparture ? zonedToUtc(`${plannedDeparture}T00:00`, 'Asia/Manila') : null;
  const instant = typeof at === 'string' ? new Date(at) : at;
  return leaves && instant >= leaves ? 'Asia/Dubai' : 'Asia/Manila';
}

/** A moment of a deployment (a change of a step), in the zone of its side of the departure. */
export const formatDeploymentTime = (at: Date | string, plannedDeparture: string | null) =>
  formatInZone(at, deploymentZone(at, plannedDeparture));

const arrival = deploymentSteps.flight.evidence.find((e) => e.kind === 'datetime' && e.zone === 'Asia/Dubai')!;

/** The expected arrival from the flight step's Dubai time ('Mon 1 Mar 2027, 1:45 PM Dubai time'), or null. */
export function expectedArrival(deployment: Pick<DeploymentView, 'steps'>): string | null {
  const flight = deployment.steps.find((s) => s.key === 'flight');
  const value = flight?.evidence.find((e) => e.label === arrival.label)?.value;
  return value ? formatWallClock(value, 'Asia/Dubai') : null;
}
