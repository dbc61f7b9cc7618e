import { envelope } from '../core/common';
import {
  applicationDocumentsParamsSchema,
  checklistItemSchema,
  checklistSchema,
  documentUploadRules,
} from './documents';
import { defineEndpoint } from '../core/endpoint';

const candidatesOnly = {
  access: ['User'],
  forbiddenMessage: 'Only candidate accounts have deployment documents.',
} as const;

/** The candidate's deployment documents of one application at Offered or Deployed (else 404). */
export const deploymentDocumentEndpoints = {
  checklist: defineEndpoint({
    method: 'GET',
    path: '/my-applications/:applicationId/documents',
    params: applicationDocumentsParamsSchema,
    response: { 200: envelope(checklistSchema) },
    ...candidatesOnly,
    browser: 'forward',
  }),
  /**
   * One document's file (PDF or photo), replacing the one before. Multipart: the fields
   * `applicationId`, `documentTypeId` and, for a renewed passport, `passportExpiry`, then the file.
   * A fixed path, so the edge's upload size limit applies to it by path.
   */
  upload: defineEndpoint({
    method: 'POST',
    path: '/deployment-documents/upload',
    response: { 201: envelope(checklistItemSchema) },
    ...candidatesOnly,
    browser: 'upload',
    upload: { field: documentUploadRules.field, maxBytes: documentUploadRules.maxBytes },
  }),
};

export type DeploymentDocumentEndpoints = typeof deploymentDocumentEndpoints;
