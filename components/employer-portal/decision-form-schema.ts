import {
  decisionInputSchema,
  scorecardLabels,
  scorecardSchema,
  type DecisionInput,
} from '@/lib/contracts/shortlists/shortlist';
import { defineForm } from '@/lib/forms/define-form';

/**
 * The decision form (POST /employer/shortlists/:id/candidates/:candidateId/decision) kept flat for
 * react-hook-form: the scores sit beside the decision and are folded into `scorecard` when sent.
 */
export const decisionForm = defineForm({
  decision: { key: 'decision', label: 'Your decision', rule: decisionInputSchema.shape.decision, empty: null },
  reason: { key: 'reason', label: 'Reason', rule: decisionInputSchema.shape.reason, empty: null },
  comment: {
    key: 'comment',
    label: 'Comment for the agency (the candidate never sees it)',
    rule: decisionInputSchema.shape.comment,
  },
  english: {
    key: 'scorecard.english',
    label: scorecardLabels.english,
    rule: scorecardSchema.shape.english,
    empty: null,
  },
  experience: {
    key: 'scorecard.experience',
    label: scorecardLabels.experience,
    rule: scorecardSchema.shape.experience,
    empty: null,
  },
  presentation: {
    key: 'scorecard.presentation',
    label: scorecardLabels.presentation,
    rule: scorecardSchema.shape.presentation,
    empty: null,
  },
  scoreComment: { key: 'scorecard.comment', label: 'Scorecard comment', rule: scorecardSchema.shape.comment },
});

type Values = ReturnType<typeof decisionForm.schema.parse>;

/** The call's body: the scorecard only when a score or its comment was given, a reason only for Not suitable. */
export function decisionPayload(v: Values): DecisionInput {
  const scorecard = {
    english: v.english,
    experience: v.experience,
    presentation: v.presentation,
    comment: v.scoreComment,
  };
  const scored = Object.values(scorecard).some((value) => value !== null && value !== '');
  return {
    decision: v.decision,
    reason: v.decision === 'Not suitable' ? v.reason : null,
    comment: v.comment,
    scorecard: scored ? scorecard : null,
  };
}

/** The form's rules, then the contract's own (a reason for Not suitable), on the body it makes. */
export const decisionFormSchema = decisionForm.schema.transform(decisionPayload).pipe(decisionInputSchema);
