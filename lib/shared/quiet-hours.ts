// Plain functions with no zod import: a declared rule beside deadlines.ts, on the caller's (injectable) clock.

/** The zones a recipient may be in: Manila before departure, Dubai after (neither keeps daylight saving). */
export type RecipientZone = 'Asia/Manila' | 'Asia/Dubai';

/** Issue 44: messages that are not urgent wait from 21:00 to 08:00 in the recipient's zone. */
export const quietHoursRule = { startsAtHour: 21, endsAtHour: 8 } as const;

const utcOffsetMinutes: Record<RecipientZone, number> = { 'Asia/Manila': 480, 'Asia/Dubai': 240 };

/** Where a candidate is: in Dubai once departed (a departure on or before `now`), in Manila before. */
export function recipientZone(departedAt: Date | null | undefined, now: Date): RecipientZone {
  return departedAt && departedAt.getTime() <= now.getTime() ? 'Asia/Dubai' : 'Asia/Manila';
}

/**
 * When a message queued at `now` may go: `now` itself when it is urgent or outside quiet hours,
 * else 08:00 in the recipient's zone (the same night's end, today's or tomorrow's morning).
 */
export function quietHoursRelease(now: Date, zone: RecipientZone, urgent = false): Date {
  if (urgent) return now;
  const { startsAtHour, endsAtHour } = quietHoursRule;
  const offsetMs = utcOffsetMinutes[zone] * 60_000;
  const local = new Date(now.getTime() + offsetMs);
  const hour = local.getUTCHours();
  if (hour >= endsAtHour && hour < startsAtHour) return now;
  const morning = new Date(local);
  morning.setUTCHours(endsAtHour, 0, 0, 0);
  if (hour >= startsAtHour) morning.setUTCDate(morning.getUTCDate() + 1);
  return new Date(morning.getTime() - offsetMs);
}
