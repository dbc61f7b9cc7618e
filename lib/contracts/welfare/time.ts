// Without zod: the back office's welfare pages and the printable incident report read this.
import { utcToZoned, type InterviewZone } from '../interviews/time';

/** Where the worker is at an instant: in Manila before the departure day, in Dubai from it. */
export function workerZone(at: Date | string, departedOn: string): InterviewZone {
  return utcToZoned(at, 'Asia/Manila').slice(0, 10) < departedOn ? 'Asia/Manila' : 'Asia/Dubai';
}

const zoneNames: Record<InterviewZone, string> = { 'Asia/Manila': 'Manila time', 'Asia/Dubai': 'Dubai time' };

/** An instant in the worker's zone then: '2027-04-12 09:30 Dubai time' (as interviews show times in a named zone). */
export function formatWorkerTime(at: Date | string, departedOn: string): string {
  const zone = workerZone(at, departedOn);
  return `${utcToZoned(at, zone).replace('T', ' ')} ${zoneNames[zone]}`;
}
