import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminLookupItemSchema } from '@contracts/lookups/staff';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
let staff: TestAccount;
let candidate: TestAccount;

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await createAccount(ctx, 'Admin');
  candidate = await createAccount(ctx, 'User');
});
afterAll(() => ctx.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = staff.auth) =>
  ctx.app.inject({ method, url: `/api/admin/lookups${url}`, payload, headers: auth });
const publicList = async (kind: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/${kind}` })).json().data.map((i: { name: string }) => i.name);

describe('admin lookups', () => {
  it('adds a position, renames it, deactivates it (gone from the public list) and deletes it', async () => {
    const created = await admin('POST', '/position', { name: 'Sommelier', sortingOrder: 20 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    expect(await publicList('position')).toContain('Sommelier');

    await admin('PUT', `/position/${id}`, { name: 'Head Sommelier', sortingOrder: 20, isActive: true });
    expect(await publicList('position')).toContain('Head Sommelier');
    await admin('PUT', `/position/${id}`, { name: 'Head Sommelier', sortingOrder: 20, isActive: false });
    expect(await publicList('position')).not.toContain('Head Sommelier');
    const staffList = z.array(adminLookupItemSchema.strict()).parse((await admin('GET', '/position')).json().data);
    expect(staffList.map((i) => i.name)).toContain('Head Sommelier');

    expect((await admin('DELETE', `/position/${id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/position/${id}`)).statusCode).toBe(404);
  });

  it('answers 409 for a duplicate name and for deleting an item in use', async () => {
    const dup = await admin('POST', '/preffered-location', { name: 'Dubai' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'An item with this name already exists.' });
    const dubai = (await admin('GET', '/preffered-location'))
      .json()
      .data.find((l: { name: string }) => l.name === 'Dubai');
    const inUse = await admin('DELETE', `/preffered-location/${dubai._id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ message: 'This item is in use. Deactivate it instead.' });
  });

  it('keeps salary budgets in sortingOrder', async () => {
    await admin('POST', '/salary-budget', { name: 'AED 500 – 1,000', sortingOrder: 0 });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/salary-budget' })).json().data;
    expect(list[0].name).toBe('AED 500 – 1,000');
  });

  it('answers 400 for an unknown list or an empty name, and 403 to non-staff', async () => {
    expect((await admin('GET', '/colours')).statusCode).toBe(400);
    expect((await admin('POST', '/position', { name: ' ' })).json().errors).toEqual({ name: 'Name is required' });
    expect((await admin('GET', '/position', undefined, candidate.auth)).statusCode).toBe(403);
  });
});
