import type { FastifyInstance } from 'fastify';
import { api } from '@contracts/endpoints';
import { clientAddress } from '../../lib/client-address';
import { route } from '../../lib/endpoint-route';
import {
  addPasskey,
  confirmFreshFactor,
  freshFactorPasskeyOptions,
  newRecoveryCodes,
  passkeyRegistrationOptions,
  removePasskey,
  securityStatus,
} from './security-service';

/** The back office's Security page: a staff member's own passkeys, recovery codes and fresh factor. */
export async function securityStaffRoutes(app: FastifyInstance) {
  const security = api.adminSecurity;
  route(app, security.status, ({ viewer, request }) => securityStatus(app, viewer.id, request));
  route(app, security.passkeyRegistrationOptions, ({ viewer }) => passkeyRegistrationOptions(app, viewer.id));
  route(app, security.registerPasskey, ({ viewer, body }) => addPasskey(app, viewer.id, body.name, body.passkey));
  route(app, security.removePasskey, ({ viewer, params }) => removePasskey(app, viewer.id, params.id));
  route(app, security.newRecoveryCodes, ({ viewer }) => newRecoveryCodes(app, viewer.id));
  route(app, security.freshFactorPasskeyOptions, ({ viewer }) => freshFactorPasskeyOptions(app, viewer.id));
  route(app, security.confirmFreshFactor, ({ viewer, body, request }) =>
    confirmFreshFactor(app, viewer.id, request, body, clientAddress(request)),
  );
}
