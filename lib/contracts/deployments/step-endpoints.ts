import { z } from 'zod';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';
import { documentUploadRules } from './documents';
import { completeStepSchema, deploymentParamsSchema, deploymentViewSchema, employerHireSchema } from './deployment';

const candidatesAndEmployers = {
  access: ['User', 'Employer'],
  forbiddenMessage: 'Only the candidate and the employer complete deployment steps.',
} as const;
const employersOnly = {
  access: ['Employer'],
  forbiddenMessage: 'This area is for the agency’s employer clients.',
} as const;

/** The candidate's and the employer's side of a deployment's steps (issue 43); another's deployment is 404. */
export const deploymentStepEndpoints = {
  /** The candidate's deployment of one application: every step, the evidence of their own. */
  mine: defineEndpoint({
    method: 'GET',
    path: '/my-applications/:applicationId/deployment',
    params: deploymentParamsSchema,
    response: { 200: envelope(deploymentViewSchema) },
    access: ['User'],
    forbiddenMessage: 'Only candidate accounts have deployments.',
    browser: 'forward',
  }),
  /** Completes one of the caller's steps that takes no file, with its evidence fields. */
  complete: defineEndpoint({
    method: 'POST',
    path: '/deployment-steps/complete',
    body: completeStepSchema,
    response: { 200: envelope(z.union([employerHireSchema, deploymentViewSchema])) },
    ...candidatesAndEmployers,
    browser: 'forward',
  }),
  /**
   * Completes a step that takes a file. Multipart: `applicationId`, `step` and the evidence fields, then
   * the file (the deployment documents' rules). A fixed path, so the edge's upload size limit applies.
   */
  upload: defineEndpoint({
    method: 'POST',
    path: '/deployment-steps/upload',
    response: { 200: envelope(z.union([employerHireSchema, deploymentViewSchema])) },
    ...candidatesAndEmployers,
    browser: 'upload',
    upload: { field: documentUploadRules.field, maxBytes: documentUploadRules.maxBytes },
  }),
  /**
   * My Applications' and the portal's plain form for a step (with or without a file): the website's own
   * route (step-form.ts) answers it upstream with `complete` or `upload`, then sends the browser back.
   */
  form: defineEndpoint({
    method: 'POST',
    path: '/deployment-steps/form',
    response: { 200: z.undefined() },
    ...candidatesAndEmployers,
    browser: 'upload',
    upload: { field: documentUploadRules.field, maxBytes: documentUploadRules.maxBytes },
    websiteOnly: true,
  }),
  /** The employer's hires: its own steps to act on, the others it may see read-only. */
  employerHires: defineEndpoint({
    method: 'GET',
    path: '/employer/deployments',
    response: { 200: envelope(z.array(employerHireSchema)) },
    ...employersOnly,
  }),
  employerHire: defineEndpoint({
    method: 'GET',
    path: '/employer/deployments/:applicationId',
    params: deploymentParamsSchema,
    response: { 200: envelope(employerHireSchema) },
    ...employersOnly,
  }),
};

export type DeploymentStepEndpoints = typeof deploymentStepEndpoints;
