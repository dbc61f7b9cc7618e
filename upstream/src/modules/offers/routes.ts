import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { clientAddress } from '../../lib/client-address';
import { route } from '../../lib/endpoint-route';
import { acceptOffer, declineOffer, listMyOffers } from './answers';
import { employerOffers } from './employer';

/** The candidate's offers (read, accept, decline) and the employer's view of the client's offers. */
export async function offerRoutes(app: FastifyInstance) {
  const offers = api.offers;
  route(app, offers.mine, ({ viewer }) => listMyOffers(app, viewer.id));
  route(app, offers.accept, ({ viewer, params, body, request }) =>
    acceptOffer(app, viewer.id, params.id, body.fullName, clientAddress(request)),
  );
  route(app, offers.decline, ({ viewer, params, body }) => declineOffer(app, viewer.id, params.id, body.reason));
  route(app, offers.employer, ({ viewer }) => employerOffers(app, viewer));
}
