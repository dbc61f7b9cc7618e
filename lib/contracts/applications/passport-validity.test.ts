import { describe, expect, it } from 'vitest';
import { addMonths, departureDateOf, earliestValidPassportExpiry, passportValidLongEnough } from './passport-validity';

describe('addMonths', () => {
  it('adds calendar months within a year and across years', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2026-09-10', 6)).toBe('2027-03-10');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-03-31', 0)).toBe('2026-03-31');
  });

  it('clamps a day the target month lacks to its last day', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-05-31', 6)).toBe('2026-11-30');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('knows leap years, including the century rule', () => {
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2099-08-31', 6)).toBe('2100-02-28');
    expect(addMonths('2000-01-31', 1)).toBe('2000-02-29');
  });
});

describe('the passport validity rule', () => {
  it('accepts a passport expiring exactly N months after departure, refuses one a day earlier', () => {
    expect(passportValidLongEnough('2027-03-10', '2026-09-10', 6)).toBe(true);
    expect(passportValidLongEnough('2027-03-09', '2026-09-10', 6)).toBe(false);
  });

  it('counts from the month end when departure is on the 31st', () => {
    expect(earliestValidPassportExpiry('2026-08-31', 6)).toBe('2027-02-28');
    expect(passportValidLongEnough('2027-02-28', '2026-08-31', 6)).toBe(true);
    expect(passportValidLongEnough('2027-02-27', '2026-08-31', 6)).toBe(false);
  });

  it('follows the configured number of months', () => {
    expect(passportValidLongEnough('2027-01-10', '2026-09-10', 6)).toBe(false);
    expect(passportValidLongEnough('2027-01-10', '2026-09-10', 4)).toBe(true);
    expect(passportValidLongEnough('2026-09-10', '2026-09-10', 0)).toBe(true);
  });

  it('counts from the planned departure date when staff set one, else the available-to-start date', () => {
    expect(departureDateOf({ plannedDepartureDate: '2026-12-01', availableToStart: '2026-10-01' })).toBe('2026-12-01');
    expect(departureDateOf({ plannedDepartureDate: null, availableToStart: '2026-10-01' })).toBe('2026-10-01');
  });
});
