import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSerializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { ZodType } from 'zod';
import { undeclaredFields } from '../lib/undeclared-fields';

const serializerCompiler = createSerializerCompiler();

/**
 * Under test, an answer with a field its schema does not declare is an error (500), so a route that
 * would leak one (a hash, a passport number) fails its test; in production the field is dropped.
 */
const strictSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    const json = serialize(data);
    const extra = undeclaredFields(JSON.parse(JSON.stringify(data)), JSON.parse(json));
    if (extra.length > 0) {
      throw new Error(`${route.method} ${route.url} answered undeclared fields: ${extra.join(', ')}`);
    }
    return json;
  };
};

/** Routes declare zod schemas (the contracts): requests are parsed by them, answers serialized by them. */
export default fp(
  async function schemas(app: FastifyInstance) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(app.config.NODE_ENV === 'test' ? strictSerializerCompiler : serializerCompiler);
  },
  { name: 'schemas' },
);
