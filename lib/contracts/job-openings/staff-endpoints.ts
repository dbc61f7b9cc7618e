import { z } from 'zod';
import { idParamsSchema } from '../core/staff-schemas';
import { envelope } from '../core/common';
import { assignmentInputSchema, assignmentSchema } from '../users/assignment';
import { defineEndpoint } from '../core/endpoint';
import { adminJobOpeningSchema } from './opening';
import { jobActivatedSchema, jobActivationSchema, jobOpeningInputSchema } from './fields';
import { adminJobOpeningListQuerySchema, adminJobOpeningPageSchema, jobOpeningOptionSchema } from './staff';
import { staffOnly } from '../core/staff-endpoint';

const idParams = idParamsSchema('This job opening does not exist or has been removed.');

export const adminJobOpeningEndpoints = {
  /** A page of openings, active or not, newest first, each with what it lacks to be published as a job order. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/job-openings',
    query: adminJobOpeningListQuerySchema,
    response: { 200: adminJobOpeningPageSchema },
    ...staffOnly('job-openings'),
  }),
  /** Every opening's id and title (active ones first), for the filters that pick one. Declared before `one`. */
  options: defineEndpoint({
    method: 'GET',
    path: '/admin/job-openings/options',
    response: { 200: envelope(z.array(jobOpeningOptionSchema)) },
    ...staffOnly(['job-openings', 'applications']),
  }),
  /** One opening whole (its HTML texts too), active or not, as the edit form loads it. */
  one: defineEndpoint({
    method: 'GET',
    path: '/admin/job-openings/:id',
    params: idParams,
    response: { 200: envelope(adminJobOpeningSchema) },
    ...staffOnly('job-openings', { id: 'job-opening' }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/admin/job-openings',
    body: jobOpeningInputSchema,
    response: { 201: envelope(adminJobOpeningSchema) },
    // A recruiter's job order names one of their own clients (or none).
    ...staffOnly('job-openings', { clientId: 'client' }),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/job-openings/:id',
    params: idParams,
    body: jobOpeningInputSchema,
    response: { 200: envelope(adminJobOpeningSchema) },
    ...staffOnly('job-openings', { id: 'job-opening', clientId: 'client' }),
  }),
  /** Activates or deactivates an opening (inactive ones leave the public list); a job order lacking fields is not activated (400). */
  setActive: defineEndpoint({
    method: 'PATCH',
    path: '/admin/job-openings/:id',
    params: idParams,
    body: jobActivationSchema,
    response: { 200: envelope(jobActivatedSchema) },
    ...staffOnly('job-openings', { id: 'job-opening' }),
  }),
  /** Who owns and works the job order (a Manager's call): its recruiters see its applications. */
  assignment: defineEndpoint({
    method: 'GET',
    path: '/admin/job-openings/:id/assignment',
    params: idParams,
    response: { 200: envelope(assignmentSchema) },
    ...staffOnly('assignments', { id: 'job-opening' }),
  }),
  assign: defineEndpoint({
    method: 'PUT',
    path: '/admin/job-openings/:id/assignment',
    params: idParams,
    body: assignmentInputSchema,
    response: { 200: envelope(assignmentSchema) },
    ...staffOnly('assignments', { id: 'job-opening' }),
  }),
  /** Applications keep their data; their link to the deleted opening becomes empty. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/admin/job-openings/:id',
    params: idParams,
    response: { 204: z.void() },
    ...staffOnly('job-openings', { id: 'job-opening' }),
  }),
};
