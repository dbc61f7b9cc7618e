import { z } from 'zod';
import { idParamsSchema } from '../core/staff-schemas';
import { envelope } from '../core/common';
import {
  checklistSchema,
  departureDateSchema,
  documentRejectionSchema,
  documentReviewSchema,
  documentTypeInputSchema,
  documentTypeSchema,
  staffDocumentParamsSchema,
} from './documents';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';

const applicationParams = idParamsSchema('No such application.');
const typeParams = idParamsSchema('No such document type.');

/** Staff's side of deployment documents: the checklist, verify and reject, the departure date. */
export const adminDeploymentDocumentEndpoints = {
  checklist: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id/documents',
    params: applicationParams,
    response: { 200: envelope(checklistSchema) },
    ...staffOnly('passports', { id: 'application' }),
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/documents/:documentTypeId/verify',
    params: staffDocumentParamsSchema,
    body: documentReviewSchema,
    response: { 200: envelope(checklistSchema) },
    ...staffOnly('passports', { id: 'application' }),
  }),
  /** The reason is shown to the candidate (and mailed). */
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/documents/:documentTypeId/reject',
    params: staffDocumentParamsSchema,
    body: documentRejectionSchema,
    response: { 200: envelope(checklistSchema) },
    ...staffOnly('passports', { id: 'application' }),
  }),
  setDepartureDate: defineEndpoint({
    method: 'PUT',
    path: '/admin/applications/:id/departure-date',
    params: applicationParams,
    body: departureDateSchema,
    response: { 200: envelope(checklistSchema) },
    ...staffOnly('passports', { id: 'application' }),
  }),
};

/** The checklist's document types (seeded with the six UAE hospitality ones); deactivated, never deleted. */
export const adminDocumentTypeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/document-types',
    response: { 200: envelope(z.array(documentTypeSchema)) },
    ...staffOnly('passports'),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/document-types',
    body: documentTypeInputSchema,
    response: { 201: envelope(documentTypeSchema) },
    ...staffOnly('passports'),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/document-types/:id',
    params: typeParams,
    body: documentTypeInputSchema,
    response: { 200: envelope(documentTypeSchema) },
    ...staffOnly('passports'),
  }),
};
