import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { defineEndpoint } from '@contracts/core/endpoint';
import { route } from '../../src/lib/endpoint-route';
import { testConfig } from '../helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The error plugin is exercised through a probe route added to a real app, as any write route will use it.
let app: Awaited<ReturnType<typeof buildApp>>;
let testDb: TestDatabase;
const probeSchema = z.object({
  name: z.string({ error: 'Name is required' }).min(2, 'Name must have alteast 2 characters'),
  age: z.number(),
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.handle.migrate();
  app = await buildApp({ config: await testConfig({ BODY_LIMIT: '2048' }), database: testDb.handle });
  const probe = defineEndpoint({
    method: 'POST',
    path: '/probe',
    body: probeSchema,
    response: { 200: z.object({ data: probeSchema }) },
    access: 'anyone',
  });
  await app.register(async (api) => route(api, probe, async ({ body }) => ({ data: body })), { prefix: '/api' });
  app.get('/api/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/probe', payload, headers: { 'content-type': contentType } });

describe('errors', () => {
  it('answers 400 with a clear message for malformed JSON', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 400 with the first message and each field’s message for wrong types', async () => {
    const res = await post(JSON.stringify({ name: 'A', age: 'forty' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Name must have alteast 2 characters');
    expect(body.errors).toEqual({ name: 'Name must have alteast 2 characters', age: expect.any(String) });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(5000), age: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('answers 415 for a content type it does not accept', async () => {
    const res = await post('name=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This content type is not supported here.' });
  });

  it('answers 500 without the internal details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('app.ts');
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
  });

  it('answers 404 with a message for an unknown endpoint', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/nope' });
  });
});
