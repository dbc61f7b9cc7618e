import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '@contracts/core/common';
import { sharedShortlistSchema, shortlistMessages } from '@contracts/shortlists/shortlist';
import { createdLinkSchema } from '@contracts/shortlists/staff';
import { shortlistLinkOpens, shortlistLinks } from '../../../src/db/schema';
import { hashToken } from '../../../src/lib/tokens';
import { sharedLinkLimits } from '../../../src/modules/shortlists/view-limits';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { callAs, leaked, portalWorld, privateStringsOf, type PortalWorld } from '../../helpers/employer-portal';

let ctx: TestContext;
let world: PortalWorld;
let secrets: string[];

beforeAll(async () => {
  ctx = await buildTestApp();
  world = await portalWorld(ctx);
  secrets = privateStringsOf(...Object.values(world.applicants));
  // A decision the link must not show.
  await callAs(
    ctx,
    world.contactA,
    'POST',
    `/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.ana}/decision`,
    { decision: 'Interview', comment: 'Private words for the agency' },
    200,
  );
});
afterAll(() => ctx.close());

async function createLink(days?: number) {
  const res = await callAs(
    ctx,
    world.staff,
    'POST',
    `/admin/shortlists/${world.shortlists.sent}/links`,
    days ? { days } : {},
    201,
  );
  const link = envelope(createdLinkSchema.strict()).parse(res.json()).data;
  return { ...link, token: link.url.split('/shared/')[1]! };
}

const view = (token: string, remoteAddress?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/shared-shortlists/${token}`, remoteAddress });
const opensOf = (linkId: string) =>
  ctx.app.db.select().from(shortlistLinkOpens).where(eq(shortlistLinkOpens.linkId, linkId));

describe('view-only links', () => {
  it('makes a long random link for 14 days by default, storing only its hash', async () => {
    const link = await createLink();
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    const [row] = await ctx.app.db.select().from(shortlistLinks).where(eq(shortlistLinks.id, link._id));
    expect(row?.tokenHash).toBe(hashToken(link.token));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it('shows anyone holding it the same cards without decisions, and records each viewer’s opening', async () => {
    const link = await createLink(3);
    const first = await view(link.token);
    expect(first.statusCode).toBe(200);
    const { data } = envelope(sharedShortlistSchema.strict()).parse(first.json());
    expect(data.candidates.map((c) => c.displayName)).toEqual(['Ana R.', 'Ben D.', 'Carla S.']);
    expect(data.candidates.every((c) => c.decision === null)).toBe(true);
    expect(first.body).not.toContain('Private words');
    expect(leaked(first, secrets)).toEqual([]);
    await view(link.token, '198.51.100.20');
    expect(await opensOf(link._id)).toHaveLength(2);
    const staffView = (await callAs(ctx, world.staff, 'GET', `/admin/shortlists/${world.shortlists.sent}`)).json().data;
    expect(staffView.links.find((l: { _id: string }) => l._id === link._id)).toMatchObject({
      opens: 2,
      lastOpenedAt: expect.any(String),
      revokedAt: null,
    });
  });

  it('serves the card files through the link, private and no-store, with ranges, and nothing private in them', async () => {
    const link = await createLink();
    const base = `/api/shared-shortlists/${link.token}/candidates/${world.entries.ben}`;
    const resume = await ctx.app.inject({ method: 'GET', url: `${base}/resume` });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'content-disposition': 'inline; filename="candidate-resume.pdf"',
    });
    const part = await ctx.app.inject({ method: 'GET', url: `${base}/video`, headers: { range: 'bytes=4-' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 4-\d+\/\d+$/);
    for (const res of [resume, part]) expect(leaked({ ...res, body: '' }, secrets)).toEqual([]);
    const otherShortlists = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared-shortlists/${link.token}/candidates/${world.entries.otherClients}/video`,
    });
    expect(otherShortlists.statusCode).toBe(404);
  });

  it('stops working once revoked (404, linkGone), for the cards and their files alike', async () => {
    const link = await createLink();
    expect((await view(link.token)).statusCode).toBe(200);
    await callAs(
      ctx,
      world.staff,
      'DELETE',
      `/admin/shortlists/${world.shortlists.sent}/links/${link._id}`,
      undefined,
      200,
    );
    const gone = await view(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(shortlistMessages.linkGone);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/shared-shortlists/${link.token}/candidates/${world.entries.ben}/resume`,
    });
    expect(file.statusCode).toBe(404);
    expect(await opensOf(link._id)).toHaveLength(1);
  });

  it('stops working once expired (404, linkGone)', async () => {
    const link = await createLink(1);
    await ctx.app.db
      .update(shortlistLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortlistLinks.id, link._id));
    const gone = await view(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(shortlistMessages.linkGone);
    expect(await opensOf(link._id)).toHaveLength(0);
  });

  it.each([
    ['a token too short to be one', 'abc'],
    ['a well-formed token never issued', 'A'.repeat(43)],
  ])('answers %s with a 4xx and records nothing', async (_name, token) => {
    const res = await view(token);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().message).toBe(shortlistMessages.linkGone);
  });

  it.each([
    ['0 days', 0],
    ['91 days', 91],
    ['a fraction of a day', 1.5],
  ])('refuses a link for %s', async (_name, days) => {
    const res = await callAs(ctx, world.staff, 'POST', `/admin/shortlists/${world.shortlists.sent}/links`, { days });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another shortlist's link id, and for a link of an unknown shortlist", async () => {
    const link = await createLink();
    const wrongShortlist = await callAs(
      ctx,
      world.staff,
      'DELETE',
      `/admin/shortlists/${world.shortlists.draft}/links/${link._id}`,
    );
    expect(wrongShortlist.statusCode).toBe(404);
    expect(wrongShortlist.json().message).toBe(shortlistMessages.linkMissing);
    expect((await view(link.token)).statusCode).toBe(200);
  });
});

const madeUpToken = () => randomBytes(32).toString('base64url');

describe('view-only links are opened within limits', () => {
  it('answers 429 with a message and Retry-After once one address has tried too many links in a minute', async () => {
    const statuses: number[] = [];
    let refused;
    for (let n = 0; n < 60; n++) {
      const res = await view(madeUpToken(), '203.0.113.50');
      statuses.push(res.statusCode);
      refused ??= res.statusCode === 429 ? res : undefined;
    }
    const allowed = sharedLinkLimits.viewsPerAddress;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(404));
    expect(statuses.slice(allowed)).toEqual(Array(60 - allowed).fill(429));
    const retryAfter = Number(refused!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused!.json().message).toBe(shortlistMessages.tooManyViews(retryAfter));
    // Other addresses are not held back.
    expect((await view((await createLink()).token, '203.0.113.51')).statusCode).toBe(200);
  });

  it('answers 429 once one link has been opened too often in a minute, from whatever addresses', async () => {
    const link = await createLink();
    const allowed = sharedLinkLimits.viewsPerLink;
    for (let n = 0; n < allowed; n++) expect((await view(link.token, `192.0.2.${n + 1}`)).statusCode).toBe(200);
    const refused = await view(link.token, `192.0.2.${allowed + 1}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect((await view((await createLink()).token, `192.0.2.${allowed + 1}`)).statusCode).toBe(200);
  });

  it('records a viewer’s repeated views of a link once an hour; another address or browser is another viewer', async () => {
    const link = await createLink();
    for (let n = 0; n < 5; n++) expect((await view(link.token, '203.0.113.60')).statusCode).toBe(200);
    expect(await opensOf(link._id)).toHaveLength(1);
    await view(link.token, '203.0.113.61');
    await view(link.token, '203.0.113.61');
    expect(await opensOf(link._id)).toHaveLength(2);
    const firefox = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };
    const url = `/api/shared-shortlists/${link.token}`;
    for (let n = 0; n < 2; n++) {
      await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.60', headers: firefox });
    }
    expect(await opensOf(link._id)).toHaveLength(3);
  });

  it('limits the files asked through links per address, well above what a video player asks', async () => {
    const file = () => `/api/shared-shortlists/${madeUpToken()}/candidates/${world.entries.ben}/video`;
    const ask = () => ctx.app.inject({ method: 'GET', url: file(), remoteAddress: '203.0.113.70' });
    for (let n = 0; n < sharedLinkLimits.filesPerAddress; n++) expect((await ask()).statusCode).toBe(404);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
  });
});

describe('HEAD on a card’s files', () => {
  it('answers as GET without the body, reading no file, in the portal and through a link', async () => {
    const link = await createLink();
    const portal = `/api/employer/shortlists/${world.shortlists.sent}/candidates/${world.entries.ben}`;
    const shared = `/api/shared-shortlists/${link.token}/candidates/${world.entries.ben}`;
    const same = ['content-type', 'content-length', 'content-disposition', 'accept-ranges', 'cache-control'];
    const pick = (headers: Record<string, unknown>) => Object.fromEntries(same.map((name) => [name, headers[name]]));
    for (const [url, headers] of [
      [`${portal}/video`, world.contactA.auth],
      [`${portal}/resume`, world.contactA.auth],
      [`${shared}/video`, {}],
      [`${shared}/resume`, {}],
    ] as const) {
      const got = await ctx.app.inject({ method: 'GET', url, headers });
      expect(got.statusCode, url).toBe(200);
      const openRead = vi.spyOn(ctx.app.storage.private, 'openRead');
      const head = await ctx.app.inject({ method: 'HEAD', url, headers });
      expect(head.statusCode, url).toBe(200);
      expect(head.body).toBe('');
      expect(pick(head.headers)).toEqual(pick(got.headers));
      expect(openRead).not.toHaveBeenCalled();
      openRead.mockRestore();
    }
  });
});
