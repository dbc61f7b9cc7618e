import { z } from 'zod';
import { idParamsSchema } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import {
  bookSlotSchema,
  declineSlotsSchema,
  employerProposalSchema,
  interviewRequestAnswerSchema,
  interviewRequestViewSchema,
  interviewTexts,
  myInvitationAnswerSchema,
  myInvitationSchema,
  outcomeSchema,
  staffProposalSchema,
} from './interview';
import { staffOnly } from '../core/staff-endpoint';

const candidateOnly = {
  access: ['User'],
  forbiddenMessage: 'Only candidate accounts are invited to interviews.',
  browser: 'forward',
} as const;
const employerOnly = {
  access: ['Employer'],
  forbiddenMessage: 'This area is for the agency’s employer clients.',
  browser: 'forward',
} as const;

const invitationParams = idParamsSchema(interviewTexts.missing);
const listOf = z.object({ data: z.array(interviewRequestViewSchema) });

/** The candidate's side: the invitations, booking a time (again: a reschedule), none of these, the .ics. */
export const myInterviewEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/my-interviews',
    response: { 200: z.object({ data: z.array(myInvitationSchema) }) },
    ...candidateOnly,
  }),
  book: defineEndpoint({
    method: 'POST',
    path: '/my-interviews/:id/book',
    params: invitationParams,
    body: bookSlotSchema,
    response: { 200: myInvitationAnswerSchema },
    ...candidateOnly,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/my-interviews/:id/decline',
    params: invitationParams,
    body: declineSlotsSchema,
    response: { 200: myInvitationAnswerSchema },
    ...candidateOnly,
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/my-interviews/:id/calendar',
    params: invitationParams,
    response: {},
    ...candidateOnly,
  }),
};

/** The employer's side, for its own client only (anything else: 404). */
export const employerInterviewEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/employer/interviews', response: { 200: listOf }, ...employerOnly }),
  propose: defineEndpoint({
    method: 'POST',
    path: '/employer/interviews',
    body: employerProposalSchema,
    response: { 201: envelope(interviewRequestViewSchema) },
    ...employerOnly,
  }),
  outcome: defineEndpoint({
    method: 'POST',
    path: '/employer/interviews/invitations/:id/outcome',
    params: invitationParams,
    body: outcomeSchema,
    response: { 200: interviewRequestAnswerSchema },
    ...employerOnly,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/employer/interviews/invitations/:id/cancel',
    params: invitationParams,
    response: { 200: interviewRequestAnswerSchema },
    ...employerOnly,
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/employer/interviews/invitations/:id/calendar',
    params: invitationParams,
    response: {},
    ...employerOnly,
  }),
};

/** Staff: any client's job order. */
export const adminInterviewEndpoints = {
  ofApplication: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id/interviews',
    params: idParamsSchema('No such application.'),
    response: { 200: listOf },
    ...staffOnly('hiring', { id: 'application' }),
  }),
  propose: defineEndpoint({
    method: 'POST',
    path: '/admin/interviews',
    body: staffProposalSchema,
    response: { 201: envelope(interviewRequestViewSchema) },
    ...staffOnly('hiring', { jobOpeningId: 'job-opening', applicationIds: 'application' }),
  }),
  outcome: defineEndpoint({
    method: 'POST',
    path: '/admin/interviews/invitations/:id/outcome',
    params: invitationParams,
    body: outcomeSchema,
    response: { 200: interviewRequestAnswerSchema },
    ...staffOnly('hiring', { id: 'interview-invitation' }),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/admin/interviews/invitations/:id/cancel',
    params: invitationParams,
    response: { 200: interviewRequestAnswerSchema },
    ...staffOnly('hiring', { id: 'interview-invitation' }),
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/admin/interviews/invitations/:id/calendar',
    params: invitationParams,
    response: {},
    ...staffOnly('hiring', { id: 'interview-invitation' }),
  }),
};
