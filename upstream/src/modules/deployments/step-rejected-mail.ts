import { stepActionPaths } from '@contracts/deployments/step-mail-texts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { findContactEmails } from '../clients';
import { deploymentStepMails } from '../mail';
import { displayNameOf } from '../shortlists';
import { findStepAudience, siteLink, stepWording } from './step-audience';
import type { StepRow } from './steps-repository';

/**
 * Mails whoever acts on a step whose evidence staff rejected (the worker, or the employer's contacts),
 * through the outbox in the rejection's transaction: no mail without the rejection. The agency's own
 * steps are rejected by its staff, who need no mail.
 */
export async function mailStepRejected(ctx: AppContext, tx: Database, step: StepRow, reason: string) {
  const row = await findStepAudience(tx, step.deploymentId);
  if (!row) return;
  const { label } = stepWording(step);
  if (step.actor === 'candidate') {
    const mail = deploymentStepMails.candidateStepRejected(
      row.name,
      label,
      reason,
      siteLink(ctx, stepActionPaths.candidate),
    );
    await ctx.mailer.queueIn(tx, { to: row.email, ...mail });
  } else if (step.actor === 'employer' && row.clientId) {
    const url = siteLink(ctx, stepActionPaths.employer(row.applicationId));
    const mail = deploymentStepMails.employerStepRejected(label, displayNameOf(row.name), reason, url);
    for (const to of await findContactEmails(tx, row.clientId)) await ctx.mailer.queueIn(tx, { to, ...mail });
  }
}
