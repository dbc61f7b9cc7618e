import { describe, expect, it } from 'vitest';
import { applicationStages } from './staff';
import {
  candidateStatuses,
  candidateStatusOf,
  canReplaceFiles,
  canWithdraw,
  hasDeploymentDocuments,
} from './candidate-status';

describe("the candidate's words for the staff's stages", () => {
  it.each([
    ['New', 'Received'],
    ['Screening', 'Under review'],
    ['Interview', 'Interview'],
    ['Offered', 'Offer'],
    ['Deployed', 'Deployed'],
    ['Rejected', 'Not selected'],
    ['Withdrawn', 'Withdrawn'],
  ] as const)('tells a candidate whose application is at %s: %s', (stage, status) => {
    expect(candidateStatusOf(stage)).toBe(status);
  });

  it('gives every stage its own status, so the timeline never needs a stage name', () => {
    const statuses = applicationStages.map(candidateStatusOf);
    expect(new Set(statuses).size).toBe(applicationStages.length);
    expect([...statuses].sort()).toEqual([...candidateStatuses].sort());
  });

  it('lets the candidate withdraw from Received to Offer only', () => {
    expect(candidateStatuses.filter(canWithdraw)).toEqual(['Received', 'Under review', 'Interview', 'Offer']);
  });

  it('lets the candidate replace the files while the application is Received only', () => {
    expect(candidateStatuses.filter(canReplaceFiles)).toEqual(['Received']);
  });

  it('links the deployment documents from an offer on', () => {
    expect(candidateStatuses.filter(hasDeploymentDocuments)).toEqual(['Offer', 'Deployed']);
  });
});
