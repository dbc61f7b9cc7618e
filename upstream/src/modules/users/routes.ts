import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { getProfile, updateProfile } from './service';

export async function userRoutes(app: FastifyInstance) {
  route(app, api.users.profile, async ({ viewer }) => ({ data: await getProfile(app, viewer.id) }));
  route(app, api.users.updateProfile, ({ viewer, body }) => updateProfile(app, viewer, body));
}
