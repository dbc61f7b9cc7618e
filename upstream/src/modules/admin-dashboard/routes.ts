import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { findUserWithBusinessType, updateUser } from '../users/repository';
import { applicationsPerJob, applicationsPerWeek, countNewSince } from './repository';

/** What arrived since the staff member's last visit, and applications per job and per week. */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  route(app, api.adminDashboard.get, async ({ viewer }) => {
    const me = await findUserWithBusinessType(app.db, viewer.id);
    const lastVisit = me?.user.dashboardSeenAt ?? null;
    const [newSince, perJob, perWeek] = await Promise.all([
      countNewSince(app.db, lastVisit),
      applicationsPerJob(app.db),
      applicationsPerWeek(app.db),
    ]);
    await updateUser(app.db, viewer.id, { dashboardSeenAt: new Date() });
    return {
      data: {
        lastVisit: lastVisit?.toISOString() ?? null,
        newSince,
        applicationsPerJob: perJob,
        applicationsPerWeek: perWeek,
      },
    };
  });
}
