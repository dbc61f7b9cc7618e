import type { ApplicationStage } from '@contracts/applications/staff';
import type { EmployerDecision } from '@contracts/shortlists/shortlist';

const beforeInterview: readonly ApplicationStage[] = ['New', 'Screening'];
const undecided: readonly ApplicationStage[] = ['New', 'Screening', 'Interview'];

/**
 * The stage a client's decision moves an application to, or null for none: Interview moves a New or
 * Screening application to Interview; Not suitable rejects it only when it applied to the shortlist's
 * own job order and is undecided (a general application may suit another employer); Maybe moves nothing.
 */
export function stageAfterDecision(
  decision: EmployerDecision,
  application: { stage: ApplicationStage; jobOpeningId: string | null },
  shortlistJobId: string | null,
): ApplicationStage | null {
  if (decision === 'Interview') return beforeInterview.includes(application.stage) ? 'Interview' : null;
  if (decision === 'Not suitable') {
    const ownJobOrder = shortlistJobId !== null && application.jobOpeningId === shortlistJobId;
    return ownJobOrder && undecided.includes(application.stage) ? 'Rejected' : null;
  }
  return null;
}
