import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@contracts/core/endpoint';
import { route } from '../../src/lib/endpoint-route';
import { undeclaredFields } from '../../src/lib/undeclared-fields';
import errors from '../../src/plugins/errors';
import schemas from '../../src/plugins/schemas';

const leaky = defineEndpoint({
  method: 'POST',
  path: '/leaky/:id',
  params: z.object({ id: z.string().uuid('No such item.') }),
  body: z.object({ name: z.string({ error: 'Name is required' }).min(2, 'Name must be at least 2 characters') }),
  response: { 200: z.object({ data: z.object({ name: z.string() }) }) },
  access: 'anyone',
});

async function appIn(nodeEnv: 'test' | 'production') {
  const app = Fastify({ logger: false });
  app.decorate('config', { NODE_ENV: nodeEnv } as never);
  await app.register(errors);
  await app.register(schemas);
  await app.register(
    async (api) => {
      route(api, leaky, async ({ body }) => ({ data: { name: body.name, passwordHash: 'scrypt$…' } }) as never);
    },
    { prefix: '/api' },
  );
  return app;
}

const id = '4f5c2a6e-8a43-4d5e-9a8e-0c3b7d2f1a11';

describe('routes declare their schemas', () => {
  it('fails under test when a route answers a field its schema does not declare', async () => {
    const app = await appIn('test');
    const res = await app.inject({ method: 'POST', url: `/api/leaky/${id}`, payload: { name: 'Ana' } });
    expect(res.statusCode).toBe(500);
  });

  it('drops the undeclared field in production', async () => {
    const app = await appIn('production');
    const res = await app.inject({ method: 'POST', url: `/api/leaky/${id}`, payload: { name: 'Ana' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Ana' } });
  });

  it('answers 400 with the first message and one message per field when the body breaks its schema', async () => {
    const app = await appIn('production');
    const res = await app.inject({ method: 'POST', url: `/api/leaky/${id}`, payload: { name: 'A' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Name must be at least 2 characters',
      errors: { name: 'Name must be at least 2 characters' },
    });
  });

  it('answers 400 when a path parameter breaks its schema', async () => {
    const app = await appIn('production');
    const res = await app.inject({ method: 'POST', url: '/api/leaky/nope', payload: { name: 'Ana' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No such item.');
  });
});

describe('undeclaredFields', () => {
  it('names nested and listed fields the declared answer lacks', () => {
    const sent = { data: [{ id: 1, hash: 'x' }, { id: 2 }], meta: { total: 2, secret: true } };
    const declared = { data: [{ id: 1 }, { id: 2 }], meta: { total: 2 } };
    expect(undeclaredFields(sent, declared)).toEqual(['data[0].hash', 'meta.secret']);
  });
});
