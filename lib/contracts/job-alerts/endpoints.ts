import { messageResponseSchema } from '../auth/accounts';
import { idField } from '../core/fields';
import { defineEndpoint } from '../core/endpoint';
import {
  jobAlertCreatedSchema,
  jobAlertListSchema,
  jobAlertMessages,
  jobAlertPayloadSchema,
  jobAlertTokenSchema,
} from './alert';
import { z } from 'zod';

export const jobAlertEndpoints = {
  /** Saves a search to be mailed about: a visitor's waits for its email to be confirmed (double opt-in). */
  create: defineEndpoint({
    method: 'POST',
    path: '/job-alerts',
    body: jobAlertPayloadSchema,
    response: { 201: jobAlertCreatedSchema },
    access: 'anyone',
    browser: 'forward',
    rateLimited: true,
  }),
  /** The signed-in candidate's alerts: those they saved and those confirmed with their account's email. */
  list: defineEndpoint({
    method: 'GET',
    path: '/job-alerts',
    response: { 200: jobAlertListSchema },
    access: ['User'],
    forbiddenMessage: jobAlertMessages.notCandidate,
    browser: 'forward',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/job-alerts/:id',
    params: z.object({ id: idField(jobAlertMessages.notFound) }),
    response: { 200: messageResponseSchema },
    access: ['User'],
    forbiddenMessage: jobAlertMessages.notCandidate,
    browser: 'forward',
  }),
  /** The mailed confirmation link's token, posted by the website's confirm page (a button: scanners follow links). */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/job-alerts/confirm',
    body: jobAlertTokenSchema,
    response: { 200: messageResponseSchema },
    access: 'anyone',
    browser: 'own',
  }),
  /** A signed unsubscribe token, without login: the page's button and mail clients' one-click (RFC 8058). */
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/job-alerts/unsubscribe',
    body: jobAlertTokenSchema,
    response: { 200: messageResponseSchema },
    access: 'anyone',
    browser: 'own',
  }),
};
