import type { ApplicationStage } from './staff';

/**
 * What a candidate is told about an application, in their words: the one mapping from the staff's
 * stages. Schema-free (no zod), so the candidate's page can use it in its small client islands.
 */
export const candidateStatuses = [
  'Received',
  'Under review',
  'Interview',
  'Offer',
  'Deployed',
  'Not selected',
  'Withdrawn',
] as const;

export type CandidateStatus = (typeof candidateStatuses)[number];

const statusOfStage: Record<ApplicationStage, CandidateStatus> = {
  New: 'Received',
  Screening: 'Under review',
  Interview: 'Interview',
  Offered: 'Offer',
  Deployed: 'Deployed',
  Rejected: 'Not selected',
  Withdrawn: 'Withdrawn',
};

export function candidateStatusOf(stage: ApplicationStage): CandidateStatus {
  return statusOfStage[stage];
}

/** The candidate may withdraw until the outcome is known (not after deployment or a decision). */
export function canWithdraw(status: CandidateStatus): boolean {
  return status === 'Received' || status === 'Under review' || status === 'Interview' || status === 'Offer';
}

/** The resume and the video may be replaced until staff start looking at them. */
export function canReplaceFiles(status: CandidateStatus): boolean {
  return status === 'Received';
}

/** From an offer on, the candidate gathers the deployment documents. */
export function hasDeploymentDocuments(status: CandidateStatus): boolean {
  return status === 'Offer' || status === 'Deployed';
}
