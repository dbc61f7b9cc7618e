import { describe, expect, it } from 'vitest';
import { stageAfterDecision } from '../../../src/modules/shortlists/decision-rules';

const job = 'a3b6c0de-0000-4000-8000-000000000001';
const otherJob = 'a3b6c0de-0000-4000-8000-000000000002';

describe('the stage a client decision moves an application to', () => {
  it.each([
    ['Interview', 'New', job, 'Interview'],
    ['Interview', 'Screening', null, 'Interview'],
    ['Interview', 'Interview', job, null],
    ['Interview', 'Offered', job, null],
    ['Not suitable', 'Screening', job, 'Rejected'],
    ['Not suitable', 'Interview', job, 'Rejected'],
    ['Not suitable', 'Offered', job, null],
    ['Maybe', 'New', job, null],
  ] as const)('%s at %s (applied to %s) → %s', (decision, stage, applied, expected) => {
    expect(stageAfterDecision(decision, { stage, jobOpeningId: applied }, job)).toBe(expected);
  });

  it('never rejects a general application or one to another job order: another employer may want it', () => {
    expect(stageAfterDecision('Not suitable', { stage: 'Screening', jobOpeningId: null }, job)).toBeNull();
    expect(stageAfterDecision('Not suitable', { stage: 'Screening', jobOpeningId: otherJob }, job)).toBeNull();
    expect(stageAfterDecision('Not suitable', { stage: 'Screening', jobOpeningId: null }, null)).toBeNull();
  });
});
