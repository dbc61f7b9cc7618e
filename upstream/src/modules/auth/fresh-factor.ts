import type { FastifyRequest } from 'fastify';
import { freshFactorCode, freshFactorMinutes, secondFactorMessages } from '@contracts/staff-auth/second-factor';
import { HttpError } from '../../http-error';
import { lastFactorCheck } from './fresh-factor-repository';

/** Until when a second factor given at `checkedAt` counts as fresh. */
export const freshUntil = (checkedAt: Date) => new Date(checkedAt.getTime() + freshFactorMinutes * 60_000);

/** When this session's second factor stops being fresh, or undefined when it already has (or never was). */
export async function sessionFreshUntil(request: Pick<FastifyRequest, 'server' | 'bearer'>) {
  const jti = request.bearer?.jti;
  const checkedAt = jti ? await lastFactorCheck(request.server.db, jti) : undefined;
  const until = checkedAt && freshUntil(checkedAt);
  return until && until.getTime() > Date.now() ? until : undefined;
}

/**
 * A preValidation hook of the endpoints that declare `freshFactor`: a staff session whose last second
 * factor is older than the window is refused with a 403 whose `code` tells the back office to ask for one.
 */
export async function requireFreshFactor(request: FastifyRequest) {
  if (request.viewer?.userType !== 'Admin') return;
  if (await sessionFreshUntil(request)) return;
  throw new HttpError(403, secondFactorMessages.freshFactorRequired, undefined, undefined, freshFactorCode);
}
