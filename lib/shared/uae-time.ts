// Plain functions with no zod import: the website's proxy and pages and the upstream share them.

/** The agency's clock: a job is valid through the end of its validThrough day here (no DST). */
export const agencyTimeZone = 'Asia/Dubai';

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: agencyTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UAE local date ('2026-11-24'), hour and minute of an instant. */
export function uaeClock(now: Date) {
  const part = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    hour: Number(part.hour),
    minute: Number(part.minute),
  };
}

/** Today's date in the UAE ('2026-11-24'). */
export const uaeToday = (now: Date) => uaeClock(now).date;

/** A calendar date ('2026-11-24') plus or minus whole days. */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True once the UAE day after `validThrough` has begun: the opening is then closed. */
export function isPastValidThrough(validThrough: string | null | undefined, now: Date) {
  return Boolean(validThrough) && validThrough! < uaeToday(now);
}
