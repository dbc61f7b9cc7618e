import type { Endpoint } from '@contracts/core/endpoint';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

const compile = createSerializerCompiler();

/**
 * The JSON text of an endpoint's 200 answer, made by its declared response schema as the route's
 * serializer would (fields it does not declare are dropped): cached bytes equal uncached ones.
 */
export function serializerFor(endpoint: Endpoint): (data: unknown) => string {
  const schema = (endpoint.response as Record<number, ZodType>)[200];
  if (!schema) throw new Error(`${endpoint.path} declares no 200 answer`);
  return compile({ schema, method: endpoint.method, url: `/api${endpoint.path}`, httpStatus: '200' });
}
