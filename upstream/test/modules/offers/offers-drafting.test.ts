import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { offerTexts } from '@contracts/offers/offer';
import { applicationStageChanges } from '../../../src/db/schema';
import { buildTestApp } from '../../helpers/build-test-app';
import { moveTo, offerCalls, offersWorld, panelSchema } from './offers-world';

const ctx = await buildTestApp();
const world = await offersWorld(ctx);
afterAll(() => ctx.close());
const { panel, save, send, offersOf, stageOf } = offerCalls(ctx, world);

describe('drafting an offer from the job order', () => {
  it('refuses an offer before the Interview stage (422) and for a general application (422)', async () => {
    const { ana, dan } = world.people;
    expect((await panel(ana.applicationId)).blocked).toBe(offerTexts.wrongStage);
    const start = (await panel(ana.applicationId)).startingTerms!;
    const early = await save(ana.applicationId, start);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(offerTexts.wrongStage);
    await moveTo(ctx, world.staff, dan.applicationId, 'Interview');
    const general = await panel(dan.applicationId);
    expect(general.blocked).toBe(offerTexts.notJobOrder);
    expect(general.jobOrder).toBeNull();
    const res = await save(dan.applicationId, start);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(offerTexts.notJobOrder);
    expect(await offersOf(dan.applicationId)).toHaveLength(0);
  });

  it("starts from the job order's terms, the salary at its minimum", async () => {
    const { ana } = world.people;
    await moveTo(ctx, world.staff, ana.applicationId, 'Interview');
    const p = await panel(ana.applicationId);
    expect(p.blocked).toBeNull();
    expect(p.jobOrder).toMatchObject({ jobOrderNumber: 'DMW-JO-2026-77001', salaryMinAed: 2500, salaryMaxAed: 3200 });
    expect(p.jobOrder!.worksite).toMatch(/^Deira, /);
    expect(p.startingTerms).toMatchObject({
      monthlySalaryAed: 2500,
      contractMonths: 24,
      position: p.jobOrder!.position,
    });
    expect(p.offers).toEqual([]);
  });

  it("refuses a salary below the job order's minimum (422) and stores nothing", async () => {
    const { ana } = world.people;
    const start = (await panel(ana.applicationId)).startingTerms!;
    const res = await save(ana.applicationId, { ...start, monthlySalaryAed: 2400 }, { monthlySalaryAed: 'Budget' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.monthlySalaryAed).toBe(offerTexts.salaryBelow(2500));
    expect(await offersOf(ana.applicationId)).toHaveLength(0);
  });

  it('answers 400 with the message for a malformed term', async () => {
    const { ana } = world.people;
    const start = (await panel(ana.applicationId)).startingTerms!;
    const res = await save(ana.applicationId, { ...start, contractMonths: 0 });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(offerTexts.months);
  });

  it('keeps a differing term as a draft, but sending it needs the written reason (422 naming the term)', async () => {
    const { ana } = world.people;
    const start = (await panel(ana.applicationId)).startingTerms!;
    // A salary within the job order's range is no difference; a shorter contract is.
    const saved = await save(ana.applicationId, { ...start, monthlySalaryAed: 3000, contractMonths: 12 });
    expect(saved.statusCode).toBe(200);
    const draft = panelSchema.parse(saved.json()).data.offers[0]!;
    expect(draft).toMatchObject({ version: 1, status: 'draft', differing: ['contractMonths'] });
    const refused = await send(ana.applicationId);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(offerTexts.reasonRequired('Contract length (months)'));
    expect(refused.json().errors).toEqual({ contractMonths: offerTexts.reasonRequired('Contract length (months)') });
    expect((await offersOf(ana.applicationId))[0]!.status).toBe('draft');
    expect(await stageOf(ana.applicationId)).toBe('Interview');
  });

  it('edits the draft in place, then sends it: stage Offered through the history, candidate mailed', async () => {
    const { ana } = world.people;
    const start = (await panel(ana.applicationId)).startingTerms!;
    const queue = vi.spyOn(ctx.app.mailer, 'queueIn');
    const res = await save(
      ana.applicationId,
      { ...start, contractMonths: 12 },
      { contractMonths: 'The hotel opens a seasonal outlet for one year.', food: 'not differing: dropped' },
    );
    expect(res.statusCode).toBe(200);
    const rows = await offersOf(ana.applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reasons).toEqual({ contractMonths: 'The hotel opens a seasonal outlet for one year.' });
    const sent = await send(ana.applicationId);
    expect(sent.statusCode).toBe(200);
    const offer = panelSchema.parse(sent.json()).data.offers[0]!;
    expect(offer.status).toBe('sent');
    expect(offer.events.map((e) => e.action)).toEqual(['drafted', 'edited', 'sent']);
    expect(offer.events[0]!.by).toBe('Staff Member');
    expect(await stageOf(ana.applicationId)).toBe('Offered');
    const history = await ctx.app.db
      .select()
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, ana.applicationId));
    expect(history.map((h) => h.toStage)).toEqual(['Interview', 'Offered']);
    expect(queue).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ to: ana.email, subject: 'Your job offer: Banquet Server' }),
    );
    queue.mockRestore();
    // Sending again: there is no draft left.
    expect((await send(ana.applicationId)).statusCode).toBe(409);
  });
});
