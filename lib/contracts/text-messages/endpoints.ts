import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { myOptInsAnswerSchema, myOptInsSchema, optInChangeSchema } from './opt-ins';

/** Only candidates get messages on their phone, each only for their own number. */
const candidateOnly = {
  access: ['User'],
  forbiddenMessage: 'Only candidate accounts get messages on their phone.',
  browser: 'forward',
} as const;

export const textMessageEndpoints = {
  /** The profile page's SMS and WhatsApp boxes. */
  myOptIns: defineEndpoint({
    method: 'GET',
    path: '/text-messages/opt-ins',
    response: { 200: envelope(myOptInsSchema) },
    ...candidateOnly,
  }),
  /** Ticks or clears one box for the account's number (refused with a 400 when it is not a PH or UAE mobile). */
  changeOptIn: defineEndpoint({
    method: 'PUT',
    path: '/text-messages/opt-ins',
    body: optInChangeSchema,
    response: { 200: myOptInsAnswerSchema },
    ...candidateOnly,
  }),
};
