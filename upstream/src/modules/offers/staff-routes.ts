import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { offerPanel, saveOffer, sendOffer, withdrawOffer } from './service';

/** Staff draft, change, send and withdraw an application's offer. */
export async function offerStaffRoutes(app: FastifyInstance) {
  const offers = api.adminOffers;
  route(app, offers.panel, async ({ params }) => ({ data: await offerPanel(app, params.id) }));
  route(app, offers.save, async ({ params, body, viewer }) => ({
    data: await saveOffer(app, params.id, viewer, body),
  }));
  route(app, offers.send, async ({ params, viewer }) => ({ data: await sendOffer(app, params.id, viewer) }));
  route(app, offers.withdraw, async ({ params, viewer }) => ({ data: await withdrawOffer(app, params.id, viewer) }));
}
