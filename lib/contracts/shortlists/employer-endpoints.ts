import { z } from 'zod';
import { loginResponseSchema } from '../auth/accounts';
import { inviteSignUpSchema, inviteTokenParamsSchema, inviteViewSchema } from '../clients/client';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import {
  cardEventSchema,
  cardFileKinds,
  decisionInputSchema,
  employerOverviewSchema,
  employerShortlistSchema,
  sharedShortlistSchema,
  shortlistMessages,
} from './shortlist';

/** The portal's calls: an Employer account linked to a client sees only that client's records (others: 404). */
const employerOnly = {
  access: ['Employer'],
  forbiddenMessage: 'This area is for the agency’s employer clients.',
  browser: 'forward',
} as const;

const shortlistParams = z.object({ id: z.string().uuid(shortlistMessages.missing) });
const candidateParams = shortlistParams.extend({ candidateId: z.string().uuid(shortlistMessages.candidateMissing) });
const fileParams = candidateParams.extend({ file: z.enum(cardFileKinds, { error: shortlistMessages.noFile }) });
const linkParams = z.object({
  token: z.string().min(32, shortlistMessages.linkGone).max(200, shortlistMessages.linkGone),
});

export const employerEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/employer/overview',
    response: { 200: envelope(employerOverviewSchema) },
    ...employerOnly,
  }),
  shortlist: defineEndpoint({
    method: 'GET',
    path: '/employer/shortlists/:id',
    params: shortlistParams,
    response: { 200: envelope(employerShortlistSchema) },
    ...employerOnly,
  }),
  /** Interview, Maybe or Not suitable (with a reason), an optional comment and scorecard. */
  decide: defineEndpoint({
    method: 'POST',
    path: '/employer/shortlists/:id/candidates/:candidateId/decision',
    params: candidateParams,
    body: decisionInputSchema,
    response: { 200: envelope(employerShortlistSchema) },
    ...employerOnly,
  }),
  /** The card was opened, or its video played this far: staff see it. */
  cardEvent: defineEndpoint({
    method: 'POST',
    path: '/employer/shortlists/:id/candidates/:candidateId/events',
    params: candidateParams,
    body: cardEventSchema,
    response: { 204: z.null() },
    ...employerOnly,
  }),
  /** The card's video (playable copy), poster or resume: private, no-store, byte ranges. */
  cardFile: defineEndpoint({
    method: 'GET',
    path: '/employer/shortlists/:id/candidates/:candidateId/:file',
    params: fileParams,
    response: {},
    ...employerOnly,
  }),
  /** What an invitation's link shows: the client, the address, whether to sign in or sign up. */
  invite: defineEndpoint({
    method: 'GET',
    path: '/employer/invites/:token',
    params: inviteTokenParamsSchema,
    response: { 200: envelope(inviteViewSchema) },
    access: 'anyone',
    browser: 'forward',
  }),
  /** The signed-in Employer account with the invited address joins the client. */
  acceptInvite: defineEndpoint({
    method: 'POST',
    path: '/employer/invites/:token/accept',
    params: inviteTokenParamsSchema,
    response: { 200: z.object({ message: z.string() }) },
    ...employerOnly,
  }),
  /** A new Employer account for the invited address (verified by the link), joined and signed in. */
  inviteSignUp: defineEndpoint({
    method: 'POST',
    path: '/employer/invites/:token/sign-up',
    params: inviteTokenParamsSchema,
    body: inviteSignUpSchema,
    response: { 201: loginResponseSchema },
    access: 'anyone',
    browser: 'own',
    rateLimited: true,
  }),
};

/** A view-only link: the same cards, no decisions, for anyone holding the token until it expires or is revoked. */
export const sharedShortlistEndpoints = {
  view: defineEndpoint({
    method: 'GET',
    path: '/shared-shortlists/:token',
    params: linkParams,
    response: { 200: envelope(sharedShortlistSchema) },
    access: 'anyone',
    browser: 'forward',
  }),
  cardFile: defineEndpoint({
    method: 'GET',
    path: '/shared-shortlists/:token/candidates/:candidateId/:file',
    params: linkParams.extend({
      candidateId: z.string().uuid(shortlistMessages.candidateMissing),
      file: z.enum(cardFileKinds, { error: shortlistMessages.noFile }),
    }),
    response: {},
    access: 'anyone',
    browser: 'forward',
  }),
};
