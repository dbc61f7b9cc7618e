import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminTestimonialSchema } from '@contracts/testimonials/staff';
import { adminUserSchema } from '@contracts/users/staff';
import { paginated } from '@contracts/core/staff-schemas';
import type { UserType } from '@contracts/auth/accounts';
import { createAccount, login, testPassword, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestContext } from './helpers/build-test-app';

const secret = 'r'.repeat(40);
let ctx: TestContext;
let staff: TestAccount;
const others = {} as Record<Exclude<UserType, 'Admin'>, TestAccount>;
const revalidations: { secret: string | undefined; body: { tags: string[] } }[] = [];
const website = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    revalidations.push({ secret: req.headers['x-revalidate-secret'] as string, body: JSON.parse(body) });
    res.end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => website.listen(0, '127.0.0.1', r));
  const { port } = website.address() as AddressInfo;
  ctx = await buildTestApp({ config: { WEBSITE_URL: `http://127.0.0.1:${port}`, REVALIDATE_SECRET: secret } });
  staff = await createAccount(ctx, 'Admin');
  others.User = await createAccount(ctx, 'User');
  others.Employer = await createAccount(ctx, 'Employer');
});
afterAll(async () => {
  await ctx.close();
  await new Promise((r) => website.close(r));
});

const admin = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, auth = staff.auth) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, payload, headers: auth });

describe('admin routes are for staff only', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const routes = [
    ['GET', '/content'],
    ['GET', '/content/home'],
    ['PUT', '/content/home'],
    ['GET', '/testimonials'],
    ['PATCH', `/testimonials/${id}`],
    ['DELETE', `/testimonials/${id}`],
    ['GET', '/users'],
    ['PATCH', `/users/${id}`],
  ] as const;

  it.each(routes)(
    '%s /api/admin%s: 401 anonymous, 403 candidate and employer, allowed for staff',
    async (method, url) => {
      expect((await admin(method, url, {}, {} as never)).statusCode).toBe(401);
      for (const account of Object.values(others)) {
        const res = await admin(method, url, {}, account.auth);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'This area is for agency staff only.' });
      }
      expect([200, 204, 400, 404]).toContain((await admin(method, url, {})).statusCode);
    },
  );
});

describe('content documents', () => {
  it('saves an edited home title; the public call shows it and the website is asked to revalidate', async () => {
    const home = (await admin('GET', '/content/home')).json().data;
    home.heroSection.title = 'Hospitality careers that change lives';
    home.heroSection.stats.push({ title: '98%', description: 'Complete their contract', icon: 'star' });
    const res = await admin('PUT', '/content/home', home);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.heroSection.stats.at(-1)._id).toEqual(expect.any(String));

    const published = (await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data;
    expect(published.heroSection.title).toBe('Hospitality careers that change lives');
    await expect.poll(() => revalidations.find((r) => r.body.tags.includes('content:home'))).toMatchObject({ secret });
  });

  it('answers 400 for a document that breaks its contract, and changes nothing', async () => {
    const before = (await admin('GET', '/content/company')).json().data;
    const res = await admin('PUT', '/content/company', { ...before, email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('email');
    expect((await admin('GET', '/content/company')).json().data).toEqual(before);
  });

  it('answers 400 for an unknown document', async () => {
    const res = await admin('GET', '/content/nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No such content document.');
  });
});

describe('testimonials', () => {
  it('approves a review so it shows publicly, hides it again, and deletes it', async () => {
    const review = {
      name: 'Test User',
      position: 'Barista',
      employer: 'Café, Dubai Mall',
      rating: 5,
      testimonial: 'x'.repeat(120),
    };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/testimonial', payload: review, headers: others.User.auth }))
        .statusCode,
    ).toBe(201);
    const pending = z
      .array(adminTestimonialSchema.strict())
      .parse((await admin('GET', '/testimonials')).json().data)
      .find((t) => !t.isApproved)!;
    const publicNames = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/testimonial' })).json().data.map((t: { _id: string }) => t._id);

    expect((await admin('PATCH', `/testimonials/${pending._id}`, { isApproved: true })).statusCode).toBe(200);
    expect(await publicNames()).toContain(pending._id);
    await admin('PATCH', `/testimonials/${pending._id}`, { isApproved: false });
    expect(await publicNames()).not.toContain(pending._id);
    expect((await admin('DELETE', `/testimonials/${pending._id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/testimonials/${pending._id}`)).statusCode).toBe(404);
  });
});

describe('users', () => {
  it('finds a user by email, pages the list, and disabling stops their session at once', async () => {
    const person = await createAccount(ctx, 'User');
    const found = (await admin('GET', `/users?q=${encodeURIComponent(person.email.slice(0, 12))}`)).json();
    expect(found.data.map((u: { email: string }) => u.email)).toContain(person.email);
    const page = paginated(adminUserSchema.strict()).parse((await admin('GET', '/users?page=1&pageSize=2')).json());
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);

    expect((await admin('PATCH', `/users/${person.id}`, { isDisabled: true })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: person.auth })).statusCode).toBe(
      401,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: person.email, password: testPassword },
        })
      ).statusCode,
    ).toBe(403);

    await admin('PATCH', `/users/${person.id}`, { isDisabled: false });
    expect((await login(ctx, person.email)).token).toEqual(expect.any(String));
  });

  it('does not let staff disable their own account', async () => {
    const res = await admin('PATCH', `/users/${staff.id}`, { isDisabled: true });
    expect(res.statusCode).toBe(400);
  });
});
