import { idParamsSchema } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { offerSaveSchema, offerTexts } from './offer';
import {
  acceptOfferSchema,
  declineOfferSchema,
  employerOfferListSchema,
  myOfferListSchema,
  offerAnswerResponseSchema,
  staffOfferPanelSchema,
} from './views';
import { staffOnly } from '../core/staff-endpoint';

const applicationParams = idParamsSchema(offerTexts.missingApplication);
const offerParams = idParamsSchema(offerTexts.missingOffer);

/** Staff draft, change, send and withdraw the offer of an application (every version kept). */
export const adminOfferEndpoints = {
  panel: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id/offer',
    params: applicationParams,
    response: { 200: envelope(staffOfferPanelSchema) },
    ...staffOnly('hiring', { id: 'application' }),
  }),
  /** Creates the draft, edits it in place, or (on a sent offer) supersedes it with version n+1. */
  save: defineEndpoint({
    method: 'PUT',
    path: '/admin/applications/:id/offer',
    params: applicationParams,
    body: offerSaveSchema,
    response: { 200: envelope(staffOfferPanelSchema) },
    ...staffOnly('hiring', { id: 'application' }),
  }),
  /** Sends the draft: every differing term must have its reason; the stage moves to Offered. */
  send: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/offer/send',
    params: applicationParams,
    response: { 200: envelope(staffOfferPanelSchema) },
    ...staffOnly('hiring', { id: 'application' }),
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/offer/withdraw',
    params: applicationParams,
    response: { 200: envelope(staffOfferPanelSchema) },
    ...staffOnly('hiring', { id: 'application' }),
  }),
};

const candidateOnly = {
  access: ['User'],
  forbiddenMessage: 'Only candidate accounts receive offers.',
} as const;

/** The signed-in candidate's offers; accepted or declined through My Applications' plain forms. */
export const offerEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/my-offers',
    response: { 200: myOfferListSchema },
    ...candidateOnly,
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/my-offers/:id/accept',
    params: offerParams,
    body: acceptOfferSchema,
    response: { 200: offerAnswerResponseSchema },
    ...candidateOnly,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/my-offers/:id/decline',
    params: offerParams,
    body: declineOfferSchema,
    response: { 200: offerAnswerResponseSchema },
    ...candidateOnly,
  }),
  /** The employer's view: the current offer of each candidate on the client's job orders. */
  employer: defineEndpoint({
    method: 'GET',
    path: '/employer/offers',
    response: { 200: employerOfferListSchema },
    access: ['Employer'],
    forbiddenMessage: 'This area is for the agency’s employer clients.',
  }),
};
