import { eq } from 'drizzle-orm';
import { deploymentViewSchema, employerHireSchema } from '@contracts/deployments/deployment';
import { myOfferListSchema } from '@contracts/offers/views';
import { deploymentStepEvents, deploymentSteps, deployments } from '../../../src/db/schema';
import type { TestAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { callAs } from '../../helpers/employer-portal';
import { multipart, samplePdf } from '../../helpers/files';
import { scheduledTasks } from '../../../src/modules/scheduler/tasks';
import { offersWorld, sendOffer } from '../offers/offers-world';

/** 10:00 in Dubai on a calendar day: the clock the deployment and welfare tests move. */
export const on = (date: string) => new Date(`${date}T06:00:00Z`);
/** The scheduled task that reminds whoever acts of their due steps. */
export const stepReminderTask = scheduledTasks.find((t) => t.name === 'remind-deployment-steps')!;

/**
 * The offers world (two clients with a contact and a job order each; Ana and Ben applied to the first,
 * Carla to the second) where Ana and Carla accepted their offers, and what the deployment tests do;
 * `config` adds settings (SMS on, for the text-messages suites).
 */
export async function deploymentsWorld(config: Record<string, string> = {}) {
  const ctx = await buildTestApp({ config: { UPLOADS_PER_HOUR: '500', ...config } });
  const world = await offersWorld(ctx);
  const { ana, ben, carla } = world.people;

  async function accept(who: 'ana' | 'ben' | 'carla', name: string) {
    const person = world.people[who];
    await sendOffer(ctx, world.staff, person.applicationId);
    const mine = myOfferListSchema.parse(
      (await callAs(ctx, person.account, 'GET', '/my-offers', undefined, 200)).json(),
    );
    await callAs(ctx, person.account, 'POST', `/my-offers/${mine.data[0]!._id}/accept`, { fullName: name }, 200);
  }

  const deploymentOf = async (account: TestAccount, applicationId: string) =>
    deploymentViewSchema.parse(
      (await callAs(ctx, account, 'GET', `/my-applications/${applicationId}/deployment`, undefined, 200)).json().data,
    );
  const stepOf = async (key: string, account = ana.account, applicationId = ana.applicationId) =>
    (await deploymentOf(account, applicationId)).steps.find((s) => s.key === key)!;

  const complete = (account: TestAccount, applicationId: string, step: string, evidence: Record<string, string>) =>
    callAs(ctx, account, 'POST', '/deployment-steps/complete', { applicationId, step, evidence });

  function upload(account: TestAccount, fields: Record<string, string>, content: Buffer = samplePdf) {
    const form = multipart('file', 'scan.pdf', 'application/octet-stream', content, fields);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/deployment-steps/upload',
      payload: form.payload,
      headers: { ...form.headers, ...account.auth },
    });
  }

  const setDeparture = (applicationId: string, plannedDepartureDate: string | null) =>
    callAs(
      ctx,
      world.staff,
      'PUT',
      `/admin/applications/${applicationId}/departure-date`,
      { plannedDepartureDate },
      200,
    );

  const hire = async (contact: TestAccount, applicationId: string) =>
    employerHireSchema.parse(
      (await callAs(ctx, contact, 'GET', `/employer/deployments/${applicationId}`, undefined, 200)).json().data,
    );

  /** Every stored row of Ana's steps and their history, to prove a refused change changed nothing. */
  async function anasRows() {
    const [deployment] = await ctx.app.db
      .select()
      .from(deployments)
      .where(eq(deployments.applicationId, ana.applicationId));
    const steps = await ctx.app.db
      .select()
      .from(deploymentSteps)
      .where(eq(deploymentSteps.deploymentId, deployment!.id));
    const events = await ctx.app.db.select().from(deploymentStepEvents);
    return { steps: steps.sort((a, b) => a.key.localeCompare(b.key)), events: events.length };
  }

  return { ctx, world, ana, ben, carla, accept, deploymentOf, stepOf, complete, upload, setDeparture, hire, anasRows };
}
