import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentSteps as declared, deploymentStepKeys } from '@contracts/deployments/steps';
import { stepDue } from '@shared/deadlines';
import { applications, deploymentSteps, deployments, offers } from '../../src/db/schema';
import { sendOffer } from '../modules/offers/offers-world';
import { deploymentsWorld } from '../modules/deployments/deployments-world';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
// 0023 makes the tables; 0025 adds the verification's columns the schema reads; 0030 copies each step's job order.
const remade = ['0023_deployments.sql', '0025_deployment-board.sql', '0030_deployment-steps-job-order.sql'].map(
  (file) => path.join(migrations, file),
);

const { ctx, world, ana, ben, accept, setDeparture } = await deploymentsWorld();
afterAll(() => ctx.close());
beforeAll(async () => {
  await accept('ana', 'Ana Maria Reyes');
  await sendOffer(ctx, world.staff, ben.applicationId);
  await setDeparture(ana.applicationId, '2027-03-01');
});

const run = (query: ReturnType<typeof sql>) => ctx.app.db.execute(query);

describe('migration 0023: deployments', () => {
  it('gives each offer accepted before it a deployment with the declared steps, dated from the departure', async () => {
    await run(sql`drop table deployment_step_events, deployment_steps, deployments cascade`);
    for (const migration of remade) {
      for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint')) {
        await run(sql.raw(statement));
      }
    }
    const rows = await ctx.app.db.select().from(deployments);
    const [accepted] = await ctx.app.db.select().from(offers).where(eq(offers.status, 'accepted'));
    expect(rows.map((d) => [d.applicationId, d.offerId])).toEqual([[ana.applicationId, accepted!.id]]);
    const steps = await ctx.app.db.select().from(deploymentSteps).where(eq(deploymentSteps.deploymentId, rows[0]!.id));
    // The migration's snapshot of the steps is the declaration's.
    expect(Object.fromEntries(steps.map((s) => [s.key, [s.actor, s.dueOn, s.status]]))).toEqual(
      Object.fromEntries(
        deploymentStepKeys.map((key) => [
          key,
          [declared[key].actor, stepDue('2027-03-01', declared[key].dueDaysFromDeparture), 'pending'],
        ]),
      ),
    );
    // Each step carries its application's job order (the board's client, job order and owner filters).
    const [application] = await ctx.app.db
      .select({ jobOpeningId: applications.jobOpeningId })
      .from(applications)
      .where(eq(applications.id, ana.applicationId));
    expect(application!.jobOpeningId).not.toBeNull();
    expect(new Set(steps.map((s) => s.jobOpeningId))).toEqual(new Set([application!.jobOpeningId]));
  });
});
