import {
  candidateProfileAnswerSchema,
  candidateProfileDetailsSchema,
  candidateProfileFilesSchema,
  candidateProfileSchema,
} from './profile';
import { envelope } from '../core/common';
import { defineEndpoint } from '../core/endpoint';

/** The signed-in candidate's own profile: only candidate accounts, each only their own. */
const candidateOnly = {
  access: ['User'],
  forbiddenMessage: 'Only candidate accounts have an application profile.',
  browser: 'forward',
} as const;

export const candidateProfileEndpoints = {
  /** The kept details and saved files, to fill the application form and the profile page. */
  get: defineEndpoint({
    method: 'GET',
    path: '/candidate-profile',
    response: { 200: envelope(candidateProfileSchema) },
    ...candidateOnly,
  }),
  /** Saves every detail (the application's rules). */
  updateDetails: defineEndpoint({
    method: 'PUT',
    path: '/candidate-profile',
    body: candidateProfileDetailsSchema,
    response: { 200: candidateProfileAnswerSchema },
    ...candidateOnly,
  }),
  /** Keeps one of the candidate's uploads as the saved resume or video, or removes it from the profile. */
  updateFiles: defineEndpoint({
    method: 'PUT',
    path: '/candidate-profile/files',
    body: candidateProfileFilesSchema,
    response: { 200: candidateProfileAnswerSchema },
    ...candidateOnly,
  }),
};
