import { z } from 'zod';
import { idParamsSchema, paginated } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { shortlistMessages } from './shortlist';
import {
  addShortlistCandidateSchema,
  createdLinkSchema,
  eligibleApplicationSchema,
  eligibleQuerySchema,
  shortlistInputSchema,
  shortlistLinkInputSchema,
  shortlistListQuerySchema,
  shortlistRowSchema,
  staffShortlistSchema,
  updateShortlistCandidateSchema,
} from './staff';
import { uploadRules } from '../uploads/upload';
import { staffOnly } from '../core/staff-endpoint';

const shortlistParams = idParamsSchema(shortlistMessages.missing);
const candidateParams = shortlistParams.extend({
  candidateId: z.string().uuid(shortlistMessages.candidateMissing),
});
const detail = envelope(staffShortlistSchema);

/** Staff build a shortlist for a client, send it, follow what the client did, and share view-only links. */
export const adminShortlistEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/shortlists',
    query: shortlistListQuerySchema,
    response: { 200: paginated(shortlistRowSchema) },
    ...staffOnly('hiring'),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/shortlists',
    body: shortlistInputSchema,
    response: { 201: detail },
    ...staffOnly('hiring', { clientId: 'client', jobOpeningId: 'job-opening' }),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/admin/shortlists/:id',
    params: shortlistParams,
    response: { 200: detail },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
  /** Applications whose consent covers this client: of its job order, or general applications. */
  eligible: defineEndpoint({
    method: 'GET',
    path: '/admin/shortlists/:id/eligible',
    params: shortlistParams,
    query: eligibleQuerySchema,
    response: { 200: paginated(eligibleApplicationSchema) },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
  addCandidate: defineEndpoint({
    method: 'POST',
    path: '/admin/shortlists/:id/candidates',
    params: shortlistParams,
    body: addShortlistCandidateSchema,
    response: { 201: detail },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
  updateCandidate: defineEndpoint({
    method: 'PATCH',
    path: '/admin/shortlists/:id/candidates/:candidateId',
    params: candidateParams,
    body: updateShortlistCandidateSchema,
    response: { 200: detail },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
  removeCandidate: defineEndpoint({
    method: 'DELETE',
    path: '/admin/shortlists/:id/candidates/:candidateId',
    params: candidateParams,
    response: { 200: detail },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
  /** A CV the agency prepared (PDF, DOC, DOCX), shown to the client in place of the candidate's resume. */
  presentationCv: defineEndpoint({
    method: 'POST',
    path: '/admin/shortlists/:id/candidates/:candidateId/presentation-cv',
    params: candidateParams,
    response: { 201: detail },
    ...staffOnly('hiring', { id: 'shortlist' }),
    browser: 'upload',
    upload: { field: 'resume', maxBytes: uploadRules.resume.maxBytes },
  }),
  /** Mails the client's contacts a link to the portal; New applications on it move to Screening. */
  send: defineEndpoint({
    method: 'POST',
    path: '/admin/shortlists/:id/send',
    params: shortlistParams,
    response: { 200: detail },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
  /** Ends the shortlist: the client still sees it, read-only; nothing more is added, sent or decided. */
  close: defineEndpoint({
    method: 'POST',
    path: '/admin/shortlists/:id/close',
    params: shortlistParams,
    response: { 200: detail },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
  createLink: defineEndpoint({
    method: 'POST',
    path: '/admin/shortlists/:id/links',
    params: shortlistParams,
    body: shortlistLinkInputSchema,
    response: { 201: envelope(createdLinkSchema) },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
  revokeLink: defineEndpoint({
    method: 'DELETE',
    path: '/admin/shortlists/:id/links/:linkId',
    params: shortlistParams.extend({ linkId: z.string().uuid(shortlistMessages.linkMissing) }),
    response: { 200: detail },
    ...staffOnly('hiring', { id: 'shortlist' }),
  }),
};
