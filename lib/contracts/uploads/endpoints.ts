import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { imageWidthMessage, imageWidths } from '../../shared/image-widths';
import { privateFileViews, uploadResponseSchema, uploadRules } from './upload';

// The file's name is checked by the service (a name it never gave out is a 404).
const fileParams = z.object({ file: z.string() });

export const uploadEndpoints = {
  /** A resume (PDF, DOC, DOCX) or a profile picture, in the field `image` (careers-pages-profile §7 "The calls it makes"). */
  resumeImage: defineEndpoint({
    method: 'POST',
    path: '/upload/resume-image',
    response: { 201: uploadResponseSchema },
    access: 'signed-in',
    browser: 'upload',
    upload: { field: 'image', maxBytes: uploadRules.resume.maxBytes },
  }),
  /** The candidate's recorded video introduction. */
  resumeVideo: defineEndpoint({
    method: 'POST',
    path: '/upload/resume-video',
    response: { 201: uploadResponseSchema },
    access: 'signed-in',
    browser: 'upload',
    upload: { field: 'video', maxBytes: uploadRules.video.maxBytes },
  }),
  /**
   * A private file (resume, video) as a download: only its owner and staff; byte ranges allowed.
   * A video `?as=playable` is its playable copy once made (else the video as recorded), `?as=poster`
   * its poster frame (404 until made): what the previews show, as employers see them.
   */
  privateFile: defineEndpoint({
    method: 'GET',
    path: '/files/:file',
    params: fileParams,
    query: z.object({ as: z.enum(privateFileViews, { error: 'Unknown view of the file' }).optional() }),
    response: {},
    access: 'signed-in',
    browser: 'forward',
    // Staff opening someone's resume, video or document: recorded with the file and its kind.
    personalRead: { kind: 'file', subject: 'one', fields: ['file'] },
  }),
  /**
   * A public picture (content, profile pictures); the website serves it as /uploads/{file}. With
   * `?w=`, a WebP copy that wide (at most), made once and kept.
   */
  publicFile: defineEndpoint({
    method: 'GET',
    path: '/uploads/:file',
    params: fileParams,
    query: z.object({
      w: z.enum(imageWidths.map(String) as [string, ...string[]], { error: imageWidthMessage }).optional(),
    }),
    response: {},
    access: 'anyone',
  }),
};
