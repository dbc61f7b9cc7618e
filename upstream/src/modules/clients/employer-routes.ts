import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { employerOverview } from './overview';

/** The employer portal's home: the contact's client's sent shortlists, job orders and inquiries. */
export async function clientEmployerRoutes(app: FastifyInstance) {
  route(app, api.employer.overview, ({ viewer }) => employerOverview(app, viewer));
}
