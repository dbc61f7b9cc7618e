import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStageChanges, applications } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { callAs } from '../../helpers/employer-portal';
import { deploymentsWorld } from './deployments-world';

const { ctx, world, ana, accept } = await deploymentsWorld();
afterAll(() => ctx.close());
let welfareOfficer: TestAccount;
beforeAll(async () => {
  welfareOfficer = await createAccount(ctx, 'Admin', { staffRoles: ['Welfare officer'] });
  await accept('ana', 'Ana Maria Reyes');
});

const stageOf = async (id: string) =>
  (await ctx.app.db.select({ stage: applications.stage }).from(applications).where(eq(applications.id, id)))[0]!.stage;
const depart = (evidence: Record<string, string>) =>
  callAs(ctx, world.staff, 'POST', `/admin/applications/${ana.applicationId}/deployment/steps/departure/complete`, {
    evidence,
  });

describe('the departure step', () => {
  it('makes the Offered application Deployed once done, so the welfare officer sees the worker; a refused one changes nothing', async () => {
    const detail = () => callAs(ctx, welfareOfficer, 'GET', `/admin/applications/${ana.applicationId}`);
    expect(await stageOf(ana.applicationId)).toBe('Offered');
    expect((await detail()).statusCode).toBe(404);

    expect((await depart({})).statusCode).toBe(400);
    expect(await stageOf(ana.applicationId)).toBe('Offered');

    expect((await depart({ departed: 'yes' })).statusCode).toBe(200);
    expect(await stageOf(ana.applicationId)).toBe('Deployed');
    const [change] = await ctx.app.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, ana.applicationId))
      .orderBy(applicationStageChanges.createdAt)
      .then((rows) => rows.slice(-1));
    expect(change).toMatchObject({
      fromStage: 'Offered',
      toStage: 'Deployed',
      changedBy: world.staff.id,
      candidateEmailed: false,
    });
    expect((await detail()).statusCode).toBe(200);
  });
});
