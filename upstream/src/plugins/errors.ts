import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { HttpError } from '../http-error';

/** Plain-language messages for the framework's own client errors (bad JSON, too large, wrong type). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_VALIDATION: 'The request is not valid.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Please send the file as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_FILES_LIMIT: 'Please send one file at a time.',
  FST_PARTS_LIMIT: 'Please send one file at a time.',
};

export const nulMessage = 'Text cannot contain the NUL character (\\u0000).';

const top: readonly string[] = [];

/** The path (e.g. ['items', '0', 'name']) of the first key or text holding a NUL character, if any. */
function nulPath(value: unknown, path: readonly string[] = top, depth = 0): readonly string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || !value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  // for...in, not Object.entries: the empty params and query of most reads allocate nothing.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = nulPath((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The framework answers some client errors with statuses we want said differently. */
const frameworkStatuses: Record<string, number> = { FST_INVALID_MULTIPART_CONTENT_TYPE: 415 };

export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      // A request its route's schema refused: the first message as the headline (the website shows
      // it as is) and the first message of each field under `errors`.
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          errors[issue.instancePath.slice(1).replaceAll('/', '.') || '_'] ??= issue.message ?? 'Not valid.';
        }
        const headline = error.validation[0]?.message ?? 'The request is not valid.';
        return reply.status(400).send({ message: headline, errors });
      }
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send({ message: error.message, errors: error.errors, code: error.code });
      }
      const status = frameworkStatuses[error.code] ?? error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = frameworkMessages[error.code] ?? error.message;
        if (status === 429 || status === 413) request.log.warn({ code: error.code }, message);
        return reply.status(status).send({ message });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('Retry-After', '5')
          .send({ message: 'The service is briefly unavailable. Please try again in a moment.' });
      }
      // Unexpected: log the details, answer without them.
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again later.' });
    });

    // PostgreSQL refuses NUL in text: refuse it here, in the path, the query or a JSON body, with a 400.
    // A callback hook, so that the check (nothing found, nearly always) adds no promise to a request.
    app.addHook('preValidation', (request, _reply, done) => {
      const path = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
      done(path && new HttpError(400, nulMessage, path.length ? { [path.join('.')]: nulMessage } : undefined));
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'errors' },
);
