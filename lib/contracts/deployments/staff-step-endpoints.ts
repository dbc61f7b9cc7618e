import { z } from 'zod';
import { idParamsSchema } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { staffOnly } from '../core/staff-endpoint';
import { documentUploadRules } from './documents';
import {
  boardFiltersSchema,
  boardPageSchema,
  boardQuerySchema,
  customStepSchema,
  deploymentTexts,
  deploymentViewSchema,
  staffEvidenceSchema,
  stepHistoryEntrySchema,
  stepParamsSchema,
  stepReasonSchema,
} from './deployment';

const deploymentParams = idParamsSchema(deploymentTexts.missing);
const application = { id: 'application' } as const;
/** The steps hold medical results and certificates: a personal read, as the documents are. */
const stepsRead = { kind: 'application', subject: 'one', fields: ['deploymentSteps'] } as const;

/** Staff's side of deployments (issue 43): the board, one deployment's steps, their history and changes. */
export const adminDeploymentStepEndpoints = {
  /** Open steps of every deployment in the caller's scope, overdue first; paged by key (`next`). */
  board: defineEndpoint({
    method: 'GET',
    path: '/admin/deployments',
    query: boardQuerySchema,
    response: { 200: boardPageSchema },
    ...staffOnly(['hiring', 'passports']),
  }),
  /** The board's filter choices (no personal data: clients, job orders and their owners). */
  filters: defineEndpoint({
    method: 'GET',
    path: '/admin/deployments/filters',
    response: { 200: envelope(boardFiltersSchema) },
    ...staffOnly(['hiring', 'passports']),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id/deployment',
    params: deploymentParams,
    response: { 200: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
    personalRead: stepsRead,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/admin/applications/:id/deployment/steps/:step/history',
    params: stepParamsSchema,
    response: { 200: envelope(z.array(stepHistoryEntrySchema)) },
    ...staffOnly('passports', application),
    personalRead: stepsRead,
  }),
  /** One of the agency's steps, with its evidence fields. */
  complete: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/deployment/steps/:step/complete',
    params: stepParamsSchema,
    body: staffEvidenceSchema,
    response: { 200: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
  }),
  /** One of the agency's steps that takes a file (the verified contract): multipart, the evidence fields then the file. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/deployment/steps/:step/upload',
    params: stepParamsSchema,
    response: { 200: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
    browser: 'upload',
    upload: { field: documentUploadRules.field, maxBytes: documentUploadRules.maxBytes },
  }),
  /** Staff checked a done step's evidence (the candidate's or the employer's) and found it right. */
  verify: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/deployment/steps/:step/verify',
    params: stepParamsSchema,
    response: { 200: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
  }),
  /** A done step's evidence is wrong: the step opens again with the reason (shown to whoever acts). */
  reject: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/deployment/steps/:step/reject',
    params: stepParamsSchema,
    body: stepReasonSchema,
    response: { 200: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
  }),
  block: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/deployment/steps/:step/block',
    params: stepParamsSchema,
    body: stepReasonSchema,
    response: { 200: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
  }),
  notNeeded: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/deployment/steps/:step/not-needed',
    params: stepParamsSchema,
    body: stepReasonSchema,
    response: { 200: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
  }),
  /** A done, blocked or not-needed step open again (its earlier evidence stays in the history). */
  reopen: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/deployment/steps/:step/reopen',
    params: stepParamsSchema,
    response: { 200: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
  }),
  /** A step added to this one deployment. */
  addStep: defineEndpoint({
    method: 'POST',
    path: '/admin/applications/:id/deployment/steps',
    params: deploymentParams,
    body: customStepSchema,
    response: { 201: envelope(deploymentViewSchema) },
    ...staffOnly('passports', application),
  }),
};
