// Plain functions with no zod import: the website's pages and the upstream's mails share them.

/** The zones a proposer enters slots in; neither changes its clocks (fixed offsets). */
export const interviewZones = ['Asia/Dubai', 'Asia/Manila'] as const;
export type InterviewZone = (typeof interviewZones)[number];

export const interviewZoneLabels: Record<InterviewZone, string> = {
  'Asia/Dubai': 'Dubai time (UTC+4)',
  'Asia/Manila': 'Manila time (UTC+8)',
};

const offsetMinutes: Record<InterviewZone, number> = { 'Asia/Dubai': 240, 'Asia/Manila': 480 };

/** A local wall-clock time ('2026-11-30T14:00') in the zone, as an instant; null when not a valid time. */
export function zonedToUtc(local: string, zone: InterviewZone): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) - offsetMinutes[zone] * 60_000;
  const back = new Date(utc + offsetMinutes[zone] * 60_000);
  // 2026-02-30 rolls over: not a date anyone meant.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) {
    return null;
  }
  return new Date(utc);
}

function formatter(zone: InterviewZone, withDay: boolean) {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    ...(withDay ? { weekday: 'short', day: 'numeric', month: 'short' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    // h12 counts 12, 1 … 11: en-GB's `hour12: true` is h11, which writes 12:40 as '0:40 pm'.
    hourCycle: 'h12',
  });
}

const manilaDay = formatter('Asia/Manila', true);
const manilaTime = formatter('Asia/Manila', false);
const dubaiDay = formatter('Asia/Dubai', true);
const dubaiTime = formatter('Asia/Dubai', false);

/** '12:40 pm' → '12:40 PM' (en-GB writes the day period in lower case). */
const upper = (text: string) => text.replace(/\b(am|pm)\b/g, (p) => p.toUpperCase());

/** 'Mon 30 Nov' from en-GB's 'Mon, 30 Nov' or 'Mon 30 Nov'. */
function dayAndTime(day: Intl.DateTimeFormat, time: Intl.DateTimeFormat, at: Date) {
  const parts = Object.fromEntries(day.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.weekday} ${parts.day} ${parts.month}`, time: upper(time.format(at)) };
}

/**
 * 'Mon 30 Nov, 2:00 PM Manila time (10:00 AM Dubai time)'; the Dubai day is named too when it differs
 * ('Tue 1 Dec, 2:00 AM Manila time (Mon 30 Nov, 10:00 PM Dubai time)').
 */
export function formatInterviewTime(at: Date | string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  const manila = dayAndTime(manilaDay, manilaTime, instant);
  const dubai = dayAndTime(dubaiDay, dubaiTime, instant);
  const dubaiText = dubai.day === manila.day ? dubai.time : `${dubai.day}, ${dubai.time}`;
  return `${manila.day}, ${manila.time} Manila time (${dubaiText} Dubai time)`;
}

/** The same instant in the proposer's zone, as a datetime-local value ('2026-11-30T14:00'). */
export function utcToZoned(at: Date | string, zone: InterviewZone): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return new Date(instant.getTime() + offsetMinutes[zone] * 60_000).toISOString().slice(0, 16);
}
