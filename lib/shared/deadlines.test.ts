import { describe, expect, it } from 'vitest';
import { deploymentStepKeys, deploymentSteps, stepsOf } from '../contracts/deployments/steps';
import {
  addMonths,
  addWorkingDays,
  incidentReportDue,
  isWorkingDay,
  nextWelfareReportDue,
  stepDue,
  stepReminderDay,
  welfareReportDue,
  welfareReportsDue,
  checkInDay,
  checkInExpiresOn,
} from './deadlines';

describe('welfare reports', () => {
  it('are due 3 months after deployment, then every quarter', () => {
    expect([0, 1, 2, 3].map((n) => welfareReportDue('2027-01-15', n))).toEqual([
      '2027-04-15',
      '2027-07-15',
      '2027-10-15',
      '2028-01-15',
    ]);
  });

  it('fall on the month’s last day when the deployment day does not exist in it', () => {
    expect(welfareReportDue('2026-11-30', 0)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
  });

  it('the next one due is the first on or after today', () => {
    expect(nextWelfareReportDue('2027-01-15', '2027-01-20')).toBe('2027-04-15');
    expect(nextWelfareReportDue('2027-01-15', '2027-04-15')).toBe('2027-04-15');
    expect(nextWelfareReportDue('2027-01-15', '2027-04-16')).toBe('2027-07-15');
  });
});

describe('incident reports', () => {
  it('are due 5 working days after the agency learns of the incident, weekends not counted', () => {
    // Wednesday 6 Jan 2027: Thu, Fri, Mon, Tue, Wed.
    expect(incidentReportDue('2027-01-06')).toBe('2027-01-13');
    // Learned on a Saturday: Mon to Fri of the next week.
    expect(incidentReportDue('2027-01-09')).toBe('2027-01-15');
  });

  it('counts working days only', () => {
    expect(addWorkingDays('2027-01-08', 1)).toBe('2027-01-11');
    expect(addWorkingDays('2027-01-08', 0)).toBe('2027-01-08');
  });
});

describe('deployment steps', () => {
  it('are due relative to the planned departure, and reminded 3 days before', () => {
    const medical = stepDue('2027-03-01', deploymentSteps.medical.dueDaysFromDeparture);
    expect(medical).toBe('2027-01-15');
    expect(stepReminderDay(medical)).toBe('2027-01-12');
  });

  it('each declares who acts and what it records; arrival is confirmed by the worker and by the employer', () => {
    for (const key of deploymentStepKeys) expect(deploymentSteps[key].evidence.length).toBeGreaterThan(0);
    expect(stepsOf('employer')).toEqual(['entryPermit', 'flight', 'pickUp']);
    expect(deploymentSteps.arrivalByWorker.actor).toBe('candidate');
  });

  it('come before the departure, and arrival after it', () => {
    const beforeDeparture = deploymentStepKeys.filter((key) => deploymentSteps[key].dueDaysFromDeparture < 0);
    expect(beforeDeparture).toEqual(['medical', 'contractVerified', 'entryPermit', 'pdos', 'ofwPass', 'flight']);
    expect(deploymentSteps.pickUp.dueDaysFromDeparture).toBeGreaterThan(0);
  });
});

describe('the welfare calendar of a deployed worker', () => {
  it('is due 3 months after the departure, then every 3 months through the contract', () => {
    expect(welfareReportsDue('2027-01-15', 12)).toEqual(['2027-04-15', '2027-07-15', '2027-10-15', '2028-01-15']);
    expect(welfareReportsDue('2027-01-15', 24)).toHaveLength(8);
    // A month-end departure: each due date clamps to the month's last day.
    expect(welfareReportsDue('2026-11-30', 6)).toEqual(['2027-02-28', '2027-05-30']);
    expect(welfareReportsDue('2027-01-15', 2)).toEqual([]);
  });

  it('checks in a week before each report, and the link answers until 14 days after', () => {
    expect(checkInDay('2027-04-15')).toBe('2027-04-08');
    expect(checkInExpiresOn('2027-04-15')).toBe('2027-04-29');
  });
});

describe('Philippine working days with holidays', () => {
  // Maundy Thursday and Good Friday 2027 (25 and 26 March), Araw ng Kagitingan (Friday 9 April).
  const holidays = new Set(['2027-03-25', '2027-03-26', '2027-04-09']);

  it('skips a weekend and the holidays', () => {
    // Wednesday 24 March: (Thu, Fri holidays), Mon 29, Tue 30, Wed 31, Thu 1, Fri 2 April.
    expect(incidentReportDue('2027-03-24', holidays)).toBe('2027-04-02');
    expect(incidentReportDue('2027-03-24')).toBe('2027-03-31');
    // Tuesday 6 April: Wed 7, Thu 8, (Fri 9 holiday), Mon 12, Tue 13, Wed 14.
    expect(incidentReportDue('2027-04-06', holidays)).toBe('2027-04-14');
  });

  it('does not count a holiday as a working day', () => {
    expect(isWorkingDay('2027-04-09', holidays)).toBe(false);
    expect(isWorkingDay('2027-04-08', holidays)).toBe(true);
    expect(addWorkingDays('2027-04-08', 1, holidays)).toBe('2027-04-12');
  });
});
