import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { getProfile, updateProfile } from './service';

export default async function userRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: requireViewer() };
  app.get('/user/profile', signedIn, async (request) => ({ data: await getProfile(app, request.viewer!.id) }));
  app.put('/user/update-profile', signedIn, async (request) => updateProfile(app, request.viewer!, request.body));
}
