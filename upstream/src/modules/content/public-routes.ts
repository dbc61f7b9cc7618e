import type { FastifyInstance } from 'fastify';
import { contentKeys } from '@contracts/content';
import type { Endpoint } from '@contracts/core/endpoint';
import { api } from '@contracts/endpoints';
import { notFound } from '../../http-error';
import { route } from '../../lib/endpoint-route';
import { sendAnswer, whenReady } from '../../read-model/send-answer';

/** GET /api/{key} for every content document (home, services, about-us, …), from the read model. */
export async function contentRoutes(app: FastifyInstance) {
  for (const key of contentKeys) {
    // Widened: TypeScript cannot pair each key with its own schema in a loop (the read model does).
    const endpoint: Endpoint = api.content[key];
    route(app, endpoint, ({ request, reply }) =>
      whenReady(app.readModel.content.now(), (answers) => {
        const answer = answers.get(key);
        if (!answer) throw notFound('This content has not been published yet.');
        return sendAnswer(request, reply, answer);
      }),
    );
  }
}
