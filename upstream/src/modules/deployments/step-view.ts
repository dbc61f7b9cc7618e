import {
  declaredStep,
  evidenceField,
  evidenceOf,
  type DeploymentView,
  type StepView,
} from '@contracts/deployments/deployment';
import type { DeploymentRow, StepRow } from './steps-repository';

/** What a viewer sees of a step's evidence: everything (staff, and whoever acts on it), or nothing. */
export type EvidenceShown = (step: StepRow) => boolean;

export function presentStep(step: StepRow, showEvidence: boolean): StepView {
  const declared = declaredStep(step.key);
  return {
    key: step.key,
    label: declared?.label ?? step.label ?? step.key,
    actor: step.actor,
    status: step.status,
    reason: step.reason,
    dueOn: step.dueOn,
    instructions: declared?.instructions ?? step.instructions ?? '',
    custom: !declared,
    evidence: evidenceOf(step.key).map((e) => {
      const field = evidenceField(e.label);
      return {
        label: e.label,
        kind: e.kind,
        field,
        options: e.kind === 'choice' ? [...e.options] : [],
        zone: e.kind === 'datetime' ? e.zone : null,
        value: showEvidence ? (step.evidence[field] ?? null) : null,
      };
    }),
    updatedAt: step.status === 'pending' ? null : step.updatedAt.toISOString(),
    verified: step.verifiedAt !== null,
  };
}

export function presentDeployment(
  deployment: DeploymentRow,
  steps: StepRow[],
  showEvidence: EvidenceShown,
): DeploymentView {
  return {
    applicationId: deployment.applicationId,
    jobTitle: deployment.jobTitle ?? 'General application',
    plannedDepartureDate: deployment.plannedDepartureDate,
    steps: steps.map((step) => presentStep(step, showEvidence(step))),
  };
}
