import { describe, expect, it } from 'vitest';
import { decisionForm, decisionFormSchema } from './decision-form-schema';

const values = (extra: Record<string, unknown> = {}) => ({
  ...decisionForm.empty,
  english: null,
  experience: null,
  presentation: null,
  ...extra,
});

describe('the decision form', () => {
  it('sends Interview without a scorecard when no score or scorecard comment was given', () => {
    expect(decisionFormSchema.parse(values({ decision: 'Interview', comment: 'Call her on Monday' }))).toEqual({
      decision: 'Interview',
      reason: null,
      comment: 'Call her on Monday',
      scorecard: null,
    });
  });

  it('folds the scores into the scorecard, leaving unscored ones null', () => {
    const body = decisionFormSchema.parse(values({ decision: 'Maybe', english: 4, scoreComment: 'Warm' }));
    expect(body.scorecard).toEqual({ english: 4, experience: null, presentation: null, comment: 'Warm' });
  });

  it('asks for a reason for Not suitable, under the reason field', () => {
    const result = decisionFormSchema.safeParse(values({ decision: 'Not suitable' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['reason', 'Please choose a reason.'],
    ]);
  });

  it('drops a reason chosen before switching to another decision', () => {
    const body = decisionFormSchema.parse(values({ decision: 'Interview', reason: 'Availability' }));
    expect(body.reason).toBeNull();
  });

  it('refuses a score outside 1 to 5 and no decision at all', () => {
    expect(decisionFormSchema.safeParse(values({ decision: 'Maybe', english: 6 })).success).toBe(false);
    expect(decisionFormSchema.safeParse(values()).success).toBe(false);
  });

  it('puts the server’s scorecard messages back under the score fields', () => {
    expect(decisionForm.fromServerErrors({ 'scorecard.english': 'A score is a number from 1 to 5' })).toEqual({
      english: 'A score is a number from 1 to 5',
    });
  });
});
