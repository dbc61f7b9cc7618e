import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '@contracts/auth/accounts';
import { can, missingPermissionMessage, type PermissionNeed } from '@contracts/users/staff-roles';
import { forbidden, unauthorized } from '../http-error';
import { resolveJwtSecret } from '../lib/jwt-secret';
import { findAuthState } from '../modules/users/repository';

interface Claims {
  sub: string;
  typ: UserType;
  /** The user's token version when the token was issued; a bump revokes it. */
  ver: number;
  /** This token's own id, so that logout can revoke it alone (absent on tokens issued before). */
  jti?: string;
  exp: number;
}

/**
 * Bearer tokens: signed JWTs with an expiry, checked against the user's current token version and
 * disabled flag on every request, so logout-everywhere, a password reset or disabling revokes at once;
 * logout revokes one token by its jti.
 */
export default fp(
  async function auth(app: FastifyInstance) {
    const secret = await resolveJwtSecret(app.config.JWT_SECRET, app.config.paths.dataDir);
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: app.config.JWT_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('issueToken', (user: { id: string; userType: UserType; tokenVersion: number }, jti = randomUUID()) =>
      app.jwt.sign({ sub: user.id, typ: user.userType, ver: user.tokenVersion, jti }),
    );

    /** Who the bearer token names, or why it names no one (request.authProblem). */
    const authenticate = async (request: FastifyRequest, token: string) => {
      let claims: Claims;
      try {
        claims = app.jwt.verify<Claims>(token);
      } catch {
        request.authProblem = 'invalid';
        return;
      }
      request.bearer = { jti: claims.jti, expiresAt: new Date(claims.exp * 1000) };
      const user = await findAuthState(app.db, claims.sub, claims.jti);
      if (!user || user.isDisabled || user.tokenVersion !== claims.ver || user.revoked) {
        request.authProblem = 'revoked';
        return;
      }
      request.viewer = {
        id: user.id,
        userType: user.userType,
        staffRoles: user.userType === 'Admin' ? user.staffRoles : [],
      };
    };

    // After a route's rate limit (onRequest), so a limited caller costs no database lookup; before the
    // route's own access check (requireViewer). preValidation, where the NUL check already runs, so a
    // public read pays for one hook stage, not two. A callback hook: a request without a token (every
    // public read) goes on at once, with no promise.
    app.addHook('preValidation', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return done();
      authenticate(request, header.slice('Bearer '.length).trim()).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);

/**
 * A preValidation hook: 401 without a valid token, 403 when the user's type is not one of `roles`, and
 * 403 when a staff member's roles lack the endpoint's `permission` (staff-roles.ts).
 */
export function requireViewer(
  roles: UserType[] = [],
  forbiddenMessage = 'You do not have access to this.',
  permission?: PermissionNeed,
) {
  return async (request: FastifyRequest) => {
    if (!request.viewer) {
      throw unauthorized(
        request.authProblem ? 'Your session has expired. Please log in again.' : 'Please log in to continue.',
      );
    }
    if (roles.length > 0 && !roles.includes(request.viewer.userType)) throw forbidden(forbiddenMessage);
    if (permission && request.viewer.userType === 'Admin' && !can(request.viewer.staffRoles, permission)) {
      throw forbidden(missingPermissionMessage);
    }
  };
}
