import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDocuments, contentKeys, envelope } from '@contracts';
import { upsertContentDocument } from '../../../src/modules/content/repository';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('content documents', () => {
  it.each(contentKeys)('GET /api/%s answers { data } matching its contract', async (key) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const parsed = envelope(contentDocuments[key]).safeParse(res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  });

  it('gives every nested list item a string _id', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/about-us' })).json();
    const ids = data.leadershipSection.teamMembers.map((m: { _id: string }) => m._id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(typeof id).toBe('string');
  });

  it('answers the hero slides as a list whose images are served from the uploads path', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/hero-slides' })).json();
    expect(Array.isArray(data)).toBe(true);
    expect(data.length).toBeGreaterThanOrEqual(3);
    const image = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${data[0].bgimage}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers the site settings with a WhatsApp number', async () => {
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/site-setting' })).json();
    expect(data.whatsAppNumber).toMatch(/^\+971[\d ]+$/);
  });

  it('answers the defaults of settings added later for a document stored before them', async () => {
    await upsertContentDocument(ctx.app.db, 'site-setting', { whatsAppNumber: '+971 50 555 0142' });
    await ctx.app.readModel.changed('content');
    const { data } = (await ctx.app.inject({ method: 'GET', url: '/api/site-setting' })).json();
    expect(data).toMatchObject({ passportValidityMonths: 6, dataRetentionMonths: 24 });
    expect(data.agencyLicence).toEqual({ agencyName: '', licenceNumber: '', validUntil: '', address: '' });
  });
});

describe('content on an empty database', () => {
  it('answers 404 with a message while a document is not published', async () => {
    const empty = await buildTestApp({ seed: false });
    try {
      const res = await empty.app.inject({ method: 'GET', url: '/api/home' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'This content has not been published yet.' });
    } finally {
      await empty.close();
    }
  });
});
