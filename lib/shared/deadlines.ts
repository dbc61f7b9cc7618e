// Plain functions with no zod import: the upstream's tasks decide with them and the pages show their dates.
import { addDays } from './uae-time';

/**
 * Every deadline of the duty of care, declared here and nowhere else (issue 43). Each rule maps a
 * calendar date to the dates it makes due; callers pass the date from an injected clock, so tests
 * move the clock instead of waiting.
 */
export const deadlineRules = {
  /**
   * POEA MC 9 (2019): the first welfare status report 3 months after deployment, then quarterly; the
   * worker's check-in mail goes a week before each, and its link answers until 14 days after.
   */
  welfareReport: { firstAfterMonths: 3, everyMonths: 3, checkInDaysBefore: 7, checkInOpenDaysAfter: 14 },
  /** POEA MC 12 (2018): a critical incident is reported within 5 working days of the agency learning of it. */
  incidentReport: { workingDays: 5 },
  /** A deployment step is due `dueDaysFromDeparture` days from the planned departure (steps.ts). */
  deploymentStep: { remindDaysBefore: 3 },
} as const;

/** A calendar date ('2027-02-28') some whole months after `date`, clamped to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The n-th (0-based) welfare report's due date for a worker who arrived on `deployedOn`. */
export function welfareReportDue(deployedOn: string, n: number): string {
  const { firstAfterMonths, everyMonths } = deadlineRules.welfareReport;
  return addMonths(deployedOn, firstAfterMonths + n * everyMonths);
}

/** The first welfare report due on or after `today` (the one a worker's file is waiting for). */
export function nextWelfareReportDue(deployedOn: string, today: string): string {
  let n = 0;
  while (welfareReportDue(deployedOn, n) < today) n++;
  return welfareReportDue(deployedOn, n);
}

/** Calendar dates ('2027-04-09') that are not working days: the Philippine holidays staff keep (welfare module). */
export type Holidays = ReadonlySet<string>;
const noHolidays: Holidays = new Set();

/** Whether a date is a Philippine working day: Monday to Friday, and not one of `holidays`. */
export function isWorkingDay(date: string, holidays: Holidays = noHolidays): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The date `days` working days after `date` (the day itself does not count). */
export function addWorkingDays(date: string, days: number, holidays: Holidays = noHolidays): string {
  let current = date;
  for (let left = days; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current, holidays)) left--;
  }
  return current;
}

/** The last day an incident the agency learned of on `learnedOn` (a Manila date) may be reported. */
export const incidentReportDue = (learnedOn: string, holidays: Holidays = noHolidays) =>
  addWorkingDays(learnedOn, deadlineRules.incidentReport.workingDays, holidays);

/**
 * Every welfare report's due date for a worker who departed on `departedOn` with a contract of
 * `contractMonths`: 3 months after, then every 3 months, through the contract's last day.
 */
export function welfareReportsDue(departedOn: string, contractMonths: number): string[] {
  const contractEnds = addMonths(departedOn, contractMonths);
  const due: string[] = [];
  for (let n = 0; welfareReportDue(departedOn, n) <= contractEnds; n++) due.push(welfareReportDue(departedOn, n));
  return due;
}

/** The day a worker's check-in mail goes out: a week before the report is due. */
export const checkInDay = (reportDueOn: string) => addDays(reportDueOn, -deadlineRules.welfareReport.checkInDaysBefore);

/** The last day a check-in link answers: some days after its report was due. */
export const checkInExpiresOn = (reportDueOn: string) =>
  addDays(reportDueOn, deadlineRules.welfareReport.checkInOpenDaysAfter);

/** A deployment step's due date from the planned departure. */
export const stepDue = (departureOn: string, dueDaysFromDeparture: number) =>
  addDays(departureOn, dueDaysFromDeparture);

/** The day a step's reminder goes to whoever acts on it. */
export const stepReminderDay = (dueOn: string) => addDays(dueOn, -deadlineRules.deploymentStep.remindDaysBefore);
