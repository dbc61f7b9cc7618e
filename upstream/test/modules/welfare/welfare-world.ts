import { envelope } from '@contracts/core/common';
import { checkInPath } from '@contracts/welfare/check-in-texts';
import { workerWelfareViewSchema } from '@contracts/welfare/views';
import type { MailMessage } from '../../../src/lib/mail-message';
import { scheduledTasks } from '../../../src/modules/scheduler/tasks';
import type { TestAccount } from '../../helpers/accounts';
import { callAs } from '../../helpers/employer-portal';
import { deploymentsWorld, on } from '../deployments/deployments-world';
import { spyOnMail } from '../interviews/interview-world';

export { on } from '../deployments/deployments-world';
export const welfareTask = scheduledTasks.find((t) => t.name === 'welfare-check-ins')!;

/**
 * The deployments world where Ana (client A) and Carla (client B) accepted their offers and departed
 * on 15 January and 1 February 2027 (24-month contracts), their applications moved to Deployed.
 */
export async function welfareWorld(config: Record<string, string> = {}) {
  const d = await deploymentsWorld(config);
  const { ctx, world, ana, carla } = d;
  for (const [who, name] of [
    ['ana', 'Ana Maria Reyes'],
    ['carla', 'Carla Santos'],
  ] as const)
    await d.accept(who, name);
  await d.setDeparture(ana.applicationId, '2027-01-15');
  await d.setDeparture(carla.applicationId, '2027-02-01');

  const depart = async (applicationId: string) => {
    await callAs(
      ctx,
      world.staff,
      'POST',
      `/admin/applications/${applicationId}/deployment/steps/departure/complete`,
      { evidence: { departed: 'yes' } },
      200,
    );
  };
  const mails: MailMessage[] = spyOnMail(ctx);
  const run = (date: string) => welfareTask.run(ctx.app, on(date));

  const welfareOf = async (applicationId: string, account: TestAccount = world.staff) =>
    envelope(workerWelfareViewSchema).parse(
      (await callAs(ctx, account, 'GET', `/admin/applications/${applicationId}/welfare`, undefined, 200)).json(),
    ).data;

  /** The token of the last check-in mail sent to `email`. */
  const tokenMailedTo = (email: string) => {
    const mail = mails.filter((m) => m.to === email).at(-1);
    const match = mail && new RegExp(`${checkInPath('')}([A-Za-z0-9_-]{43})`).exec(mail.text);
    if (!match) throw new Error(`no check-in mail to ${email}`);
    return match[1]!;
  };
  const answer = (token: string, body: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/check-ins/${token}`, payload: body });
  return { ...d, depart, mails, run, welfareOf, tokenMailedTo, answer };
}
