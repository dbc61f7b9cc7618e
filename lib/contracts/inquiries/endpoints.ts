import { messageResponseSchema } from '../auth/accounts';
import { defineEndpoint } from '../core/endpoint';
import { inquiryPayloadSchema } from './fields';

export const inquiryEndpoints = {
  /** An employer's hiring inquiry; mailed to the agency, confirmed to the employer. */
  submit: defineEndpoint({
    method: 'POST',
    path: '/employer-inquiry/submit',
    body: inquiryPayloadSchema,
    response: { 201: messageResponseSchema },
    access: ['Employer'],
    forbiddenMessage: 'Only employer accounts can send hiring inquiries.',
    browser: 'forward',
    rateLimited: true,
  }),
};
