import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { claimLoginAttempt, loginWindowStart } from './login-attempt-repository';

/**
 * Counts this attempt (a password, or a second factor) before it is checked, so at most
 * LOGIN_MAX_FAILURES are ever checked per account per window, however many guesses arrive at once.
 * A finished sign-in clears the count; a staff member's password alone does not.
 */
export async function claimAttempt(ctx: AppContext, email: string, ip: string) {
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  if (await claimLoginAttempt(ctx.db, email, ip, ctx.config.LOGIN_MAX_FAILURES, windowMs)) return;
  const startedAt = (await loginWindowStart(ctx.db, email)) ?? new Date();
  const retryAfter = Math.max(1, Math.ceil((startedAt.getTime() + windowMs - Date.now()) / 1000));
  throw new HttpError(
    429,
    `Too many failed login attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes or reset your password.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}
