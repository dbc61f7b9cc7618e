/**
 * The passport validity rule of UAE deployment: a passport must stay valid at least `months` months
 * after the departure date (the `passportValidityMonths` site setting). Pure and zod-free, so the
 * application form's island, the website and the upstream share it; the upstream's list filter
 * mirrors it in SQL (`date + make_interval(months => n)`, which clamps to the month's end the same way).
 */

/** 'YYYY-MM-DD' plus `months` calendar months; a day the target month lacks becomes its last day (08-31 + 6 → 02-28/29). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(d, lastDay))}`;
}

/** The earliest passport expiry that is still valid `months` months after departing on `departureDate`. */
export function earliestValidPassportExpiry(departureDate: string, months: number): string {
  return addMonths(departureDate, months);
}

/** True when a passport expiring on `passportExpiry` is valid long enough for a departure on `departureDate`. */
export function passportValidLongEnough(passportExpiry: string, departureDate: string, months: number): boolean {
  return passportExpiry >= earliestValidPassportExpiry(departureDate, months);
}

/** The date the rule counts from: the planned departure date staff set, else the candidate's available-to-start date. */
export function departureDateOf(a: { plannedDepartureDate: string | null; availableToStart: string }): string {
  return a.plannedDepartureDate ?? a.availableToStart;
}

/** The warning shown under a passport expiry that is too early (form, checklist). */
export function passportTooEarlyMessage(months: number, earliest: string): string {
  return `Your passport must be valid at least ${months} months after departure (until ${earliest} or later). Please renew it before you fly.`;
}
