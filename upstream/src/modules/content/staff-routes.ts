import type { FastifyInstance } from 'fastify';
import { contentKeys } from '@contracts/content';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { getContent } from './service';
import { saveContent, type PassportRuleChange } from './staff-service';

/**
 * Staff read and replace whole content documents; each is parsed by its own contract. A change to the
 * passport rule's setting calls `onPassportRuleChange` (the content sits below the applications it affects).
 */
export async function contentStaffRoutes(app: FastifyInstance, options: { onPassportRuleChange: PassportRuleChange }) {
  route(app, api.adminContent.list, async () => ({ data: contentKeys }));

  route(app, api.adminContent.get, async ({ params }) => ({ data: await getContent(app.db, params.key) }));

  route(app, api.adminContent.put, async ({ params, body, viewer }) => ({
    data: await saveContent(app, params.key, body, viewer.id, options.onPassportRuleChange),
  }));
}
