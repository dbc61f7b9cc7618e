import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertContentDocument } from '../../../src/modules/content/repository';
import { isoDaysAhead } from '../../helpers/job-order';
import { jobOrdersWorld } from './job-orders-world';

const { ctx, send, staffList, staffTotal, base, complete } = await jobOrdersWorld();
afterAll(() => ctx.close());

describe("the agency's licence in the site settings", () => {
  const settings = async () => (await ctx.app.inject({ method: 'GET', url: '/api/site-setting' })).json().data;
  let seeded: Awaited<ReturnType<typeof settings>>;
  beforeAll(async () => {
    seeded = await settings();
  });
  afterAll(() => upsertContentDocument(ctx.app.db, 'site-setting', seeded));
  const withLicence = (licence: object) =>
    upsertContentDocument(ctx.app.db, 'site-setting', {
      ...seeded,
      agencyLicence: { ...seeded.agencyLicence, ...licence },
    });

  it('must be filled in before anything is published, and nothing is stored when it is not', async () => {
    const hidden = (await send('POST', '', { ...complete(), isActive: false })).json().data._id as string;
    await withLicence({ licenceNumber: '' });
    const before = await staffTotal();

    const created = await send('POST', '', complete());
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toMatch(/DMW licence number and licence validity are filled in/);
    expect(await staffTotal()).toBe(before);

    const pooling = await send('POST', '', { ...base(), postingKind: 'MANPOWER_POOLING', salaryBudget: null });
    expect(pooling.statusCode).toBe(409);

    const activate = await send('PATCH', `/${hidden}`, { isActive: true });
    expect(activate.statusCode).toBe(409);
    expect((await staffList()).find((j) => j._id === hidden)!.isActive).toBe(false);

    // Drafts can still be written while the licence is missing.
    expect((await send('POST', '', { ...complete(), isActive: false })).statusCode).toBe(201);

    await withLicence({ licenceNumber: seeded.agencyLicence.licenceNumber });
    expect((await send('PATCH', `/${hidden}`, { isActive: true })).statusCode).toBe(200);
  });

  it('must be in force: an expired licence publishes nothing until the renewed one is entered', async () => {
    await withLicence({ validUntil: '2024-05-12' });
    const created = await send('POST', '', complete());
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toMatch(/expired on 2024-05-12/);

    await withLicence({ validUntil: isoDaysAhead(365) });
    expect((await send('POST', '', complete())).statusCode).toBe(201);
  });
});
