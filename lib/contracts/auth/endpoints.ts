import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordParamsSchema,
  resetPasswordSchema,
  verifyEmailParamsSchema,
} from './accounts';
import { defineEndpoint } from '../core/endpoint';
import { secondFactorNeededSchema } from '../staff-auth/second-factor';

export const authEndpoints = {
  /** A visitor signs up as a candidate or an employer; a verification link is mailed. */
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    body: registerSchema,
    response: { 201: messageResponseSchema },
    access: 'anyone',
    browser: 'forward',
    rateLimited: true,
  }),
  /**
   * The token goes into the website's session; the browser gets only the user. A staff member's
   * password answers `secondFactor` instead, and the token comes with it (api.secondFactor).
   */
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    body: loginSchema,
    response: { 200: z.union([loginResponseSchema, secondFactorNeededSchema]) },
    access: 'anyone',
    browser: 'own',
    rateLimited: true,
  }),
  verifyEmail: defineEndpoint({
    method: 'PUT',
    path: '/auth/verify-email/:email/:token',
    params: verifyEmailParamsSchema,
    response: { 200: messageResponseSchema },
    access: 'anyone',
    browser: 'forward',
    rateLimited: true,
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    body: forgotPasswordSchema,
    response: { 200: messageResponseSchema },
    access: 'anyone',
    browser: 'forward',
    rateLimited: true,
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/auth/reset-password/:resetToken',
    params: resetPasswordParamsSchema,
    body: resetPasswordSchema,
    response: { 200: messageResponseSchema },
    access: 'anyone',
    browser: 'forward',
    rateLimited: true,
  }),
  /**
   * Revokes the calling token. Needs a validly signed token, even one already revoked (the website
   * may retry), so the handler checks it: 'anyone' here only lets a revoked token through.
   */
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    response: { 200: messageResponseSchema },
    access: 'anyone',
    browser: 'own',
  }),
  /** Revokes every token of the calling user. */
  logoutAll: defineEndpoint({
    method: 'POST',
    path: '/auth/logout-all',
    response: { 200: messageResponseSchema },
    access: 'signed-in',
  }),
};
