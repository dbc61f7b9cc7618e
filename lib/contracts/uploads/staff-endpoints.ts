import { defineEndpoint } from '../core/endpoint';
import { uploadResponseSchema, uploadRules } from './upload';
import { staffOnly } from '../core/staff-endpoint';

export const adminUploadEndpoints = {
  /** A picture for the public pages (hero slides, gallery, logos); its path goes into a content document. */
  image: defineEndpoint({
    method: 'POST',
    path: '/admin/uploads/image',
    response: { 201: uploadResponseSchema },
    ...staffOnly('content'),
    browser: 'upload',
    upload: { field: 'image', maxBytes: uploadRules.image.maxBytes },
  }),
};
