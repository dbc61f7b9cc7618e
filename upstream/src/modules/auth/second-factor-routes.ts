import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@contracts/endpoints';
import { pendingSignInHeader } from '@contracts/staff-auth/second-factor';
import { clientAddress } from '../../lib/client-address';
import { route } from '../../lib/endpoint-route';
import { confirmEnrolment, signInPasskeyOptions, startEnrolment, verifySecondFactor } from './second-factor-service';

/** The pending sign-in's token, which the website passes in a header of its own. */
const pendingToken = (request: FastifyRequest) => {
  const value = request.headers[pendingSignInHeader];
  return typeof value === 'string' && value.length <= 200 ? value : undefined;
};

/** A staff member's sign-in after the password: the authenticator app (or its enrolment) or a passkey. */
export async function secondFactorRoutes(app: FastifyInstance) {
  const steps = api.secondFactor;
  route(app, steps.startEnrolment, ({ request }) => startEnrolment(app, pendingToken(request)));
  route(app, steps.confirmEnrolment, ({ request, body }) =>
    confirmEnrolment(app, pendingToken(request), body.code, clientAddress(request)),
  );
  route(app, steps.passkeyOptions, ({ request }) => signInPasskeyOptions(app, pendingToken(request)));
  route(app, steps.verify, ({ request, body }) =>
    verifySecondFactor(app, pendingToken(request), body, clientAddress(request)),
  );
}
