import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { readCandidateProfile } from './read';
import { updateProfileDetails, updateProfileFiles } from './service';

/** The signed-in candidate's own profile: the details and files kept for the next application. */
export async function candidateProfileRoutes(app: FastifyInstance) {
  const profile = api.candidateProfile;

  route(app, profile.get, async ({ viewer }) => ({ data: await readCandidateProfile(app.db, viewer.id) }));

  route(app, profile.updateDetails, ({ viewer, body }) => updateProfileDetails(app, viewer.id, body));

  route(app, profile.updateFiles, ({ viewer, body }) => updateProfileFiles(app, viewer.id, body));
}
