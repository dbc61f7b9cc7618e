import { stepRejectedTexts } from '@contracts/deployments/step-mail-texts';
import { renderMail } from './layout';

/** Mails about deployment steps (issue 43), 3 days before a step is due. Links are built from PUBLIC_URL by the caller. */
export const deploymentStepMails = {
  /** To the worker, with what to bring or do. */
  candidateStepDue: (name: string, step: string, dueOn: string, instructions: string, url: string) =>
    renderMail({
      subject: `${step}: due on ${dueOn}`,
      paragraphs: [`Hello ${name},`, `Your next step, ${step}, is due on ${dueOn}.`, instructions],
      action: { label: 'Open my applications', url },
    }),
  /** To the employer's contacts or the agency's staff: whose step, and when. */
  stepDue: (step: string, worker: string, dueOn: string, url: string) =>
    renderMail({
      subject: `${step} for ${worker}: due on ${dueOn}`,
      paragraphs: ['Hello,', `The deployment step "${step}" for ${worker} is due on ${dueOn}.`],
      action: { label: 'Open the deployment', url },
    }),
  /** To whoever acts on a step whose evidence staff rejected: the reason and where to do it again. */
  candidateStepRejected: (name: string, step: string, reason: string, url: string) => {
    const { subject, lines, action } = stepRejectedTexts.candidate(name, step, reason, url);
    return renderMail({ subject, paragraphs: [...lines], action });
  },
  employerStepRejected: (step: string, worker: string, reason: string, url: string) => {
    const { subject, lines, action } = stepRejectedTexts.employer(step, worker, reason, url);
    return renderMail({ subject, paragraphs: [...lines], action });
  },
};
