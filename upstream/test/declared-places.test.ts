import { applicationFields } from '@contracts/applications/fields';
import type { FieldDeclaration } from '@contracts/core/define-fields';
import { candidateProfileKeys } from '@contracts/candidates/profile';
import { validApplicationBody } from '@contracts/applications/fixtures/application-body';
import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../src/db/schema';
import { buildTestApp, type TestContext } from './helpers/build-test-app';
import { callAs, portalWorld, type PortalWorld } from './helpers/employer-portal';
import { readLookups } from './helpers/lookups';

// Each place answers every field whose declaration names it (schema, query and presenter together):
// a place listed by hand again, and missing a declared field, fails here.
let ctx: TestContext;
let world: PortalWorld;
let detail: Record<string, unknown>;

const declared: [string, FieldDeclaration][] = Object.entries(applicationFields.fields);
const keysWhere = (test: (field: FieldDeclaration) => boolean) =>
  declared.filter(([, field]) => test(field)).map(([key]) => key);

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  const id = world.applicants.ana.applicationId;
  detail = (await callAs(ctx, world.staff, 'GET', `/admin/applications/${id}`, undefined, 200)).json().data;
});
afterAll(() => ctx.close());

describe('the places applicationFields names', () => {
  it('shows every field declared `employer` on the employer’s card as staff read it, and none declared never', async () => {
    const res = await callAs(
      ctx,
      world.contactA,
      'GET',
      `/employer/shortlists/${world.shortlists.sent}`,
      undefined,
      200,
    );
    const card = (res.json().data.candidates as Record<string, unknown>[])[0]!;
    expect(card.displayName).toBe('Ana R.');
    for (const { key, shown } of applicationFields.card) {
      expect(card, key).toHaveProperty(key);
      if (shown === 'as-is' && key in detail) expect(card[key], key).toEqual(detail[key]);
    }
    for (const key of keysWhere((field) => field.employer === 'never')) expect(card).not.toHaveProperty(key);
  });

  it('writes every field declared `csv` in the staff list’s row and under its header in the CSV export', async () => {
    const list = await callAs(ctx, world.staff, 'GET', '/admin/applications?q=Ana%20Maria', undefined, 200);
    const [row] = list.json().data as Record<string, unknown>[];
    const csv = await callAs(
      ctx,
      world.staff,
      'GET',
      '/admin/applications/export.csv?q=Ana%20Maria&reason=Check',
      undefined,
      200,
    );
    const [header, line] = csv.body.split('\r\n').map((text) => text.split(','));
    const written = keysWhere((field) => field.csv !== undefined);
    expect(written.length).toBeGreaterThan(0);
    for (const key of written) {
      expect(row, key).toHaveProperty(key);
      const column = header!.indexOf(new Map(declared).get(key)!.csv!.header);
      expect(column, key).toBeGreaterThanOrEqual(0);
      expect(line![column], key).toBe(String(row![key] ?? ''));
    }
  });

  it('keeps every field declared `profile` in its column of the profile, its answer and the pool’s row', async () => {
    const kept = keysWhere((field) => field.profile === true);
    expect([...candidateProfileKeys]).toEqual(kept);
    const columns = Object.keys(getTableColumns(candidateProfiles));
    const stored = new Map(applicationFields.stored.map((field) => [field.key, field.column]));
    expect(kept.filter((key) => !columns.includes(stored.get(key)!))).toEqual([]);

    const lookups = await readLookups(ctx);
    const body = validApplicationBody({
      email: world.applicants.ana.email,
      resume: '',
      video: '',
      preferredLocation: lookups['preffered-location'][0]!._id,
    });
    const details = Object.fromEntries(kept.map((key) => [key, body[key as keyof typeof body]]));
    const ana = world.applicants.ana.account;
    await callAs(ctx, ana, 'PUT', '/candidate-profile', details, 200);
    const profile = (await callAs(ctx, ana, 'GET', '/candidate-profile', undefined, 200)).json().data;
    expect(Object.keys(profile.details)).toEqual(kept);

    const pool = await callAs(ctx, world.staff, 'GET', '/admin/candidates?q=Commis', undefined, 200);
    const poolRow = (pool.json().data as Record<string, unknown>[]).find((r) => r._id === ana.id)!;
    for (const key of keysWhere((field) => field.profile === true && !field.masked)) {
      expect(poolRow, key).toHaveProperty(key);
      if (key in detail) expect(poolRow[key], key).toEqual(detail[key]);
    }
  });
});
