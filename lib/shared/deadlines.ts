// Plain functions with no zod import: the upstream's tasks decide with them and the pages show their dates.
import { addDays } from './uae-time';

/**
 * Every deadline of the duty of care, declared here and nowhere else (issue 43). Each rule maps a
 * calendar date to the dates it makes due; callers pass the date from an injected clock, so tests
 * move the clock instead of waiting.
 */
export const deadlineRules = {
  /** POEA MC 9 (2019): the first welfare status report 3 months after deployment, then quarterly. */
  welfareReport: { firstAfterMonths: 3, everyMonths: 3 },
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

/** Whether a date is a working day: Monday to Friday (the DMW's; public holidays are not modelled yet). */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The date `days` working days after `date` (the day itself does not count). */
export function addWorkingDays(date: string, days: number): string {
  let current = date;
  for (let left = days; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

/** The last day an incident the agency learned of on `learnedOn` may be reported. */
export const incidentReportDue = (learnedOn: string) =>
  addWorkingDays(learnedOn, deadlineRules.incidentReport.workingDays);

/** A deployment step's due date from the planned departure. */
export const stepDue = (departureOn: string, dueDaysFromDeparture: number) =>
  addDays(departureOn, dueDaysFromDeparture);

/** The day a step's reminder goes to whoever acts on it. */
export const stepReminderDay = (dueOn: string) => addDays(dueOn, -deadlineRules.deploymentStep.remindDaysBefore);
