import { describe, expect, it } from 'vitest';
import {
  differingTerms,
  offerSendErrors,
  offerTexts,
  sameFullName,
  termInPlainWords,
  termsFromJobOrder,
  type JobOrderTerms,
} from './offer';

const jobOrder: JobOrderTerms = {
  jobOrderNumber: 'JO-1',
  position: 'Waiter',
  worksite: 'Deira, Dubai',
  salaryMinAed: 2500,
  salaryMaxAed: 3200,
  contractMonths: 24,
  accommodation: true,
  food: false,
  transport: true,
  visa: true,
};
const start = termsFromJobOrder(jobOrder);

describe('offer rules', () => {
  it('starts from the job order with the salary at its minimum, differing in nothing', () => {
    expect(start.monthlySalaryAed).toBe(2500);
    expect(differingTerms(start, jobOrder)).toEqual([]);
  });

  it('counts a salary outside the range and any other changed term as a difference (text: case and spaces aside)', () => {
    expect(differingTerms({ ...start, monthlySalaryAed: 3200, worksite: ' deira,  DUBAI ' }, jobOrder)).toEqual([]);
    expect(differingTerms({ ...start, monthlySalaryAed: 3300, food: true }, jobOrder)).toEqual([
      'monthlySalaryAed',
      'food',
    ]);
  });

  it('refuses a lower salary and asks a reason for each differing term', () => {
    expect(offerSendErrors({ ...start, monthlySalaryAed: 2000 }, {}, jobOrder)).toEqual({
      monthlySalaryAed: offerTexts.salaryBelow(2500),
    });
    expect(offerSendErrors({ ...start, contractMonths: 12 }, { contractMonths: '  ' }, jobOrder)).toEqual({
      contractMonths: offerTexts.reasonRequired('Contract length (months)'),
    });
    expect(offerSendErrors({ ...start, contractMonths: 12 }, { contractMonths: 'Seasonal' }, jobOrder)).toEqual({});
  });

  it('says the terms in plain words and matches names ignoring case and repeated spaces', () => {
    expect(termInPlainWords('monthlySalaryAed', start)).toEqual({ label: 'Monthly salary', value: 'AED 2,500' });
    expect(termInPlainWords('contractMonths', start).value).toBe('24 months');
    expect(termInPlainWords('accommodation', start).value).toBe('provided by the employer');
    expect(sameFullName('  ana   MARIA reyes', 'Ana Maria Reyes')).toBe(true);
    expect(sameFullName('Ana Reyes', 'Ana Maria Reyes')).toBe(false);
  });
});
