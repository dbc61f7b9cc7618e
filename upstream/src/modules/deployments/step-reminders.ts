import { sql } from 'drizzle-orm';
import { stepActionPaths } from '@contracts/deployments/step-mail-texts';
import { stepReminderDay } from '@shared/deadlines';
import { addDays, uaeToday } from '@shared/uae-time';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { deploymentSteps } from '../../db/schema';
import { findContactEmails } from '../clients';
import { deploymentStepMails } from '../mail';
import { displayNameOf, findStaffAddress } from '../shortlists';
import { findStepAudience, siteLink, stepWording } from './step-audience';

const batch = 100;

/**
 * Claims open steps whose reminder day (stepReminderDay) has come and that are not due yet, not
 * reminded before: marked in the claim, so a second run, or another instance, sends none again.
 */
async function claimDueSteps(tx: Database, today: string) {
  const lastDue = lastDueRemindedBy(today);
  return tx
    .update(deploymentSteps)
    .set({ remindedAt: new Date() })
    .where(
      sql`${deploymentSteps.id} in (select ${deploymentSteps.id} from ${deploymentSteps}
        where ${deploymentSteps.status} = 'pending' and ${deploymentSteps.remindedAt} is null
        and ${deploymentSteps.dueOn} >= ${today}::date and ${deploymentSteps.dueOn} <= ${lastDue}::date
        order by ${deploymentSteps.dueOn} limit ${batch} for update skip locked)`,
    )
    .returning();
}

/** The last due date whose reminder day is today or past: stepReminderDay(due) <= today. */
function lastDueRemindedBy(today: string) {
  let due = today;
  while (stepReminderDay(addDays(due, 1)) <= today) due = addDays(due, 1);
  return due;
}

/** Reminds the actor of each step due soon, once per step (the `remind-deployment-steps` task). */
export async function remindDeploymentSteps(ctx: AppContext, now: Date) {
  const today = uaeToday(now);
  let reminded = 0;
  for (;;) {
    const sent = await ctx.db.transaction(async (tx) => {
      const steps = await claimDueSteps(tx, today);
      for (const step of steps) await remindOne(ctx, tx, step);
      return steps.length;
    });
    reminded += sent;
    if (sent < batch) break;
  }
  return { reminded };
}

async function remindOne(ctx: AppContext, tx: Database, step: typeof deploymentSteps.$inferSelect) {
  const row = await findStepAudience(tx, step.deploymentId);
  if (!row || !step.dueOn) return;
  const { label, instructions } = stepWording(step);
  const link = (path: string) => siteLink(ctx, path);
  if (step.actor === 'candidate') {
    const mail = deploymentStepMails.candidateStepDue(
      row.name,
      label,
      step.dueOn,
      instructions,
      link(stepActionPaths.candidate),
    );
    // WhatsApp or SMS if opted in, else the mail; the employer's contacts and staff keep the mail.
    await ctx.messenger.queueToAccount(tx, 'deploymentStepDue', {
      userId: row.userId,
      mail: { to: row.email, ...mail },
      params: { step: label, dueOn: step.dueOn, link: link(stepActionPaths.candidate) },
    });
  } else if (step.actor === 'employer') {
    if (!row.clientId) return;
    const mail = deploymentStepMails.stepDue(label, displayNameOf(row.name), step.dueOn, link('/employer'));
    for (const to of await findContactEmails(tx, row.clientId)) await ctx.mailer.queueIn(tx, { to, ...mail });
  } else {
    const to = (await findStaffAddress(tx, row.ownerId)) ?? ctx.config.AGENCY_INBOX;
    const url = link(`/admin/applications/${row.applicationId}`);
    await ctx.mailer.queueIn(tx, { to, ...deploymentStepMails.stepDue(label, row.name, step.dueOn, url) });
  }
}
