import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@contracts/core/common';
import { checkInTexts } from '@contracts/welfare/check-in-texts';
import { incidentViewSchema, welfareDashboardSchema } from '@contracts/welfare/views';
import { welfareTexts } from '@contracts/welfare/welfare';
import { incidentReportDue } from '@shared/deadlines';
import { holidays, welfareIncidents, welfareReports } from '../../../src/db/schema';
import { manilaDay, openIncident } from '../../../src/modules/welfare/incidents';
import { createAccount } from '../../helpers/accounts';
import { callAs } from '../../helpers/employer-portal';
import { on, welfareWorld } from './welfare-world';

const w = await welfareWorld();
const { ctx, world, ana, carla, run } = w;
let anaToken: string;
let carlaToken: string;
beforeAll(async () => {
  await w.depart(ana.applicationId);
  await w.depart(carla.applicationId);
  await run('2027-04-08');
  await run('2027-04-24');
  anaToken = w.tokenMailedTo(ana.email);
  carlaToken = w.tokenMailedTo(carla.email);
});
afterAll(() => ctx.close());

const state = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/check-ins/${token}` });
const reportsOf = async () => ctx.app.db.select().from(welfareReports);
const incidentsNow = () => ctx.app.db.select().from(welfareIncidents);
/** The due date the route must give an incident learned of today, from the stored holidays. */
const dueToday = async () =>
  incidentReportDue(manilaDay(new Date()), new Set((await ctx.app.db.select().from(holidays)).map((h) => h.date)));

describe('the check-in link', () => {
  it('opens without signing in, and says whose check-in it is', async () => {
    const res = await state(anaToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ state: 'open', firstName: 'Ana', dueOn: '2027-04-15' });
  });

  it('answers 404 for a tampered token and 400 for one that is not a token, changing nothing', async () => {
    const before = await reportsOf();
    const tampered = `${anaToken.slice(0, -1)}${anaToken.endsWith('A') ? 'B' : 'A'}`;
    const res = await w.answer(tampered, { answer: 'fine' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(checkInTexts.missing);
    expect((await state('not-a-token')).statusCode).toBe(400);
    expect(await reportsOf()).toEqual(before);
  });

  it('refuses a note with control characters, and no answer at all', async () => {
    expect((await w.answer(anaToken, { answer: 'fine', note: 'ok\u0007' })).json().message).toBe(
      checkInTexts.noteControl,
    );
    expect((await w.answer(anaToken, {})).json().message).toBe(checkInTexts.chooseAnswer);
    expect((await reportsOf()).every((r) => r.answeredAt === null)).toBe(true);
  });

  it('records "I\'m fine" for the worker’s own report only, and a second answer says it was answered', async () => {
    const res = await w.answer(anaToken, { answer: 'fine', note: 'All good, thank you' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ message: checkInTexts.thanksFine, incident: false });
    const again = await w.answer(anaToken, { answer: 'help' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(checkInTexts.alreadyAnswered);
    expect((await state(anaToken)).json().data.state).toBe('answered');
    const file = await w.welfareOf(ana.applicationId);
    expect(file.reports[0]).toMatchObject({ answer: 'fine', note: 'All good, thank you' });
    expect((await w.welfareOf(carla.applicationId)).reports[0]!.answer).toBeNull();
    expect(await incidentsNow()).toHaveLength(0);
  });

  it('has expired 14 days after the report was due (410), recording nothing', async () => {
    // Another check-in of Carla's, whose due date the test moves into the past, standing in for the clock.
    await run('2027-07-25');
    const late = w.tokenMailedTo(carla.email);
    await ctx.app.db.update(welfareReports).set({ dueOn: '2026-01-01' }).where(eq(welfareReports.dueOn, '2027-08-01'));
    const res = await w.answer(late, { answer: 'help' });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(checkInTexts.expired);
    expect((await state(late)).json().data.state).toBe('expired');
    expect(await incidentsNow()).toHaveLength(0);
  });

  it('"I need help" opens an incident due in 5 Philippine working days, on the dashboard', async () => {
    const res = await w.answer(carlaToken, { answer: 'help', note: 'My passport was taken' });
    expect(res.json().data).toEqual({ message: checkInTexts.thanksHelp, incident: true });
    const [incident] = await incidentsNow();
    expect(incident).toMatchObject({ source: 'check-in', status: 'open', assignedRole: 'Welfare officer' });
    expect(incident!.description).toContain('My passport was taken');
    expect(incident!.dueOn).toBe(await dueToday());
    const dashboard = welfareDashboardSchema.parse(
      (await callAs(ctx, world.staff, 'GET', '/admin/welfare/dashboard', undefined, 200)).json().data,
    );
    expect(dashboard.incidents).toEqual([
      expect.objectContaining({ _id: incident!.id, worker: 'Carla Santos', dueOn: incident!.dueOn, overdue: false }),
    ]);
  });
});

describe('incidents', () => {
  const base = () => `/admin/applications/${ana.applicationId}/welfare/incidents`;

  it('are due 5 working days later, across a weekend and the stored holidays', async () => {
    const [anaWorker] = await ctx.app.db.select().from(welfareReports).where(eq(welfareReports.dueOn, '2027-04-15'));
    // Wednesday 24 March 2027: Maundy Thursday and Good Friday are seeded holidays.
    const opened = await openIncident(
      ctx.app.db,
      anaWorker!.workerId,
      { kind: 'injury', description: 'Fell', source: 'staff', openedBy: null },
      on('2027-03-24'),
    );
    expect(opened.dueOn).toBe('2027-04-02');
    // Staff add a holiday on the holidays page: the next incident's count skips it too.
    await callAs(
      ctx,
      world.staff,
      'PUT',
      '/admin/holidays/2027-03-31',
      { name: 'Local holiday', kind: 'special' },
      200,
    );
    const later = await openIncident(
      ctx.app.db,
      anaWorker!.workerId,
      { kind: 'illness', description: 'Fever', source: 'staff', openedBy: null },
      on('2027-03-24'),
    );
    expect(later.dueOn).toBe('2027-04-05');
    await callAs(ctx, world.staff, 'DELETE', '/admin/holidays/2027-03-31', undefined, 204);
    const list = await callAs(ctx, world.staff, 'GET', '/admin/holidays?year=2027', undefined, 200);
    expect(list.json().data.map((h: { date: string }) => h.date)).toContain('2027-03-25');
    expect(list.json().data.map((h: { date: string }) => h.date)).not.toContain('2027-03-31');
  });

  it('are logged by staff with a declared kind, updated, closed once, and printed with their updates', async () => {
    const refused = await callAs(ctx, world.staff, 'POST', base(), { kind: 'robbery', description: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(welfareTexts.kind);
    const count = (await incidentsNow()).length;
    const opened = await callAs(
      ctx,
      world.staff,
      'POST',
      base(),
      { kind: 'detention', description: 'Held at a police station' },
      201,
    );
    const id = opened.json().data._id as string;
    expect(opened.json().data.dueOn).toBe(await dueToday());
    expect(await incidentsNow()).toHaveLength(count + 1);
    await callAs(ctx, world.staff, 'POST', `${base()}/${id}/updates`, { text: 'Called the MWO Dubai' }, 201);
    await callAs(ctx, world.staff, 'POST', `${base()}/${id}/close`, { resolution: 'Released the next day' }, 200);
    expect((await callAs(ctx, world.staff, 'POST', `${base()}/${id}/close`, { resolution: 'Again' })).statusCode).toBe(
      409,
    );
    expect((await callAs(ctx, world.staff, 'POST', `${base()}/${id}/updates`, { text: 'Late' })).statusCode).toBe(409);
    const report = envelope(incidentViewSchema).parse(
      (await callAs(ctx, world.staff, 'GET', `${base()}/${id}`, undefined, 200)).json(),
    ).data;
    expect(report).toMatchObject({
      kind: 'detention',
      status: 'closed',
      resolution: 'Released the next day',
      worker: 'Ana Maria Reyes',
    });
    expect(report.updates.map((u) => u.text)).toEqual(['Called the MWO Dubai']);
  });

  it('answer 404 for another worker’s incident or an unknown one, and 403 to a role without welfare', async () => {
    const carlas = (await incidentsNow()).find((i) => i.source === 'check-in')!;
    expect((await callAs(ctx, world.staff, 'GET', `${base()}/${carlas.id}`)).statusCode).toBe(404);
    expect(
      (await callAs(ctx, world.staff, 'POST', `${base()}/${carlas.id}/close`, { resolution: 'x' })).statusCode,
    ).toBe(404);
    const editor = await createAccount(ctx, 'Admin', { staffRoles: ['Content editor'] });
    expect((await callAs(ctx, editor, 'GET', `${base()}/${carlas.id}`)).statusCode).toBe(403);
    expect((await incidentsNow()).find((i) => i.id === carlas.id)!.status).toBe('open');
  });

  it('are logged by the employer for its own hire only', async () => {
    const url = (id: string) => `/employer/deployments/${id}/incidents`;
    const body = { kind: 'missing', description: 'Did not come to work for two days' };
    const opened = await callAs(ctx, world.contactA, 'POST', url(ana.applicationId), body, 201);
    const row = (await incidentsNow()).find((i) => i.id === opened.json().data._id)!;
    expect(row).toMatchObject({ source: 'employer', kind: 'missing', openedBy: world.contactA.id });
    const count = (await incidentsNow()).length;
    expect((await callAs(ctx, world.contactA, 'POST', url(carla.applicationId), body)).statusCode).toBe(404);
    expect((await callAs(ctx, world.contactB, 'POST', url(ana.applicationId), body)).statusCode).toBe(404);
    expect((await callAs(ctx, ana.account, 'POST', url(ana.applicationId), body)).statusCode).toBe(403);
    expect(await incidentsNow()).toHaveLength(count);
  });
});
