import { api } from '@contracts/endpoints';
import type { ResumableUploadKind } from '@contracts/resumable-upload';
import { uploadRules } from '@contracts/upload';

export interface AcceptedType {
  /** The extension the stored file gets, whatever the client named it. */
  ext: string;
  mime: string;
  kind: 'resume' | 'video' | 'image';
  /** Resumes and videos hold personal data; pictures may be shown publicly. */
  visibility: 'public' | 'private';
}

/** Types accepted per upload route, keyed by the MIME type `file-type` reads from the magic bytes. */
const resumeTypes: Record<string, AcceptedType> = {
  'application/pdf': { ext: 'pdf', mime: 'application/pdf', kind: 'resume', visibility: 'private' },
  // Word 97–2003 files are OLE compound files; file-type names the container.
  'application/x-cfb': { ext: 'doc', mime: 'application/msword', kind: 'resume', visibility: 'private' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'resume',
    visibility: 'private',
  },
};
const imageTypes: Record<string, AcceptedType> = {
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg', kind: 'image', visibility: 'public' },
  'image/png': { ext: 'png', mime: 'image/png', kind: 'image', visibility: 'public' },
  'image/webp': { ext: 'webp', mime: 'image/webp', kind: 'image', visibility: 'public' },
  'image/gif': { ext: 'gif', mime: 'image/gif', kind: 'image', visibility: 'public' },
};
const videoTypes: Record<string, AcceptedType> = {
  'video/mp4': { ext: 'mp4', mime: 'video/mp4', kind: 'video', visibility: 'private' },
  'video/webm': { ext: 'webm', mime: 'video/webm', kind: 'video', visibility: 'private' },
};

export interface UploadRoute {
  field: string;
  maxBytes: number;
  types: Record<string, AcceptedType>;
  typeMessage: string;
  sizeMessage: string;
}

export const uploadRoutes = {
  /** The spec (careers-pages-profile §7) sends both resumes and profile pictures here, in the field `image`. */
  resumeImage: {
    ...api.uploads.resumeImage.upload,
    types: { ...resumeTypes, ...imageTypes },
    typeMessage: 'Only PDF, DOC or DOCX resumes and JPEG, PNG, WebP or GIF pictures are allowed.',
    sizeMessage: uploadRules.resume.sizeMessage,
  },
  resumeVideo: {
    ...api.uploads.resumeVideo.upload,
    types: videoTypes,
    typeMessage: uploadRules.video.typeMessage,
    sizeMessage: uploadRules.video.sizeMessage,
  },
  /** Pictures staff put on public pages (hero slides, gallery, logos). */
  contentImage: {
    ...api.adminUploads.image.upload,
    types: imageTypes,
    typeMessage: 'Only JPEG, PNG, WebP or GIF pictures are allowed.',
    sizeMessage: 'The picture is too large (5 MB at most).',
  },
} satisfies Record<string, UploadRoute>;

/** What a resumable (tus) upload of each `kind` accepts: resumes are never pictures here. */
export const resumableKinds = {
  video: {
    maxBytes: uploadRules.video.maxBytes,
    types: videoTypes,
    typeMessage: uploadRules.video.typeMessage,
    sizeMessage: uploadRules.video.sizeMessage,
  },
  resume: {
    maxBytes: uploadRules.resume.maxBytes,
    types: resumeTypes,
    typeMessage: uploadRules.resume.typeMessage,
    sizeMessage: uploadRules.resume.sizeMessage,
  },
} satisfies Record<ResumableUploadKind, Omit<UploadRoute, 'field'>>;
