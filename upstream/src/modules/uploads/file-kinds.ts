import { api } from '@contracts/endpoints';
import type { ResumableUploadKind } from '@contracts/uploads/resumable';
import { uploadRules } from '@contracts/uploads/upload';
import { documentUploadRules } from '@contracts/deployments/documents';

export interface AcceptedType {
  /** The extension the stored file gets, whatever the client named it. */
  ext: string;
  mime: string;
  kind: 'resume' | 'video' | 'image' | 'document';
  /** Resumes and videos hold personal data; pictures may be shown publicly. */
  visibility: 'public' | 'private';
  /** Pictures are decoded and stored re-encoded as WebP (image-pipeline.ts); HEIC needs its own decoder. */
  decoder?: 'sharp' | 'heic';
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
/** Every picture is stored as WebP, whatever it arrived as (docs/decisions/0009). */
const webp = { ext: 'webp', mime: 'image/webp', kind: 'image', visibility: 'public' } as const;
const imageTypes: Record<string, AcceptedType> = {
  'image/jpeg': { ...webp, decoder: 'sharp' },
  'image/png': { ...webp, decoder: 'sharp' },
  'image/webp': { ...webp, decoder: 'sharp' },
  'image/gif': { ...webp, decoder: 'sharp' },
  'image/avif': { ...webp, decoder: 'sharp' },
  // Phones' photos: HEVC-coded HEIF, which sharp's prebuilt libvips cannot decode.
  'image/heic': { ...webp, decoder: 'heic' },
  'image/heif': { ...webp, decoder: 'heic' },
  'image/heic-sequence': { ...webp, decoder: 'heic' },
  'image/heif-sequence': { ...webp, decoder: 'heic' },
};
const videoTypes: Record<string, AcceptedType> = {
  'video/mp4': { ext: 'mp4', mime: 'video/mp4', kind: 'video', visibility: 'private' },
  'video/webm': { ext: 'webm', mime: 'video/webm', kind: 'video', visibility: 'private' },
};

/** Deployment documents: PDFs or phone photos, all private; photos re-encoded as WebP (EXIF and GPS dropped). */
const privateWebp = { ext: 'webp', mime: 'image/webp', kind: 'document', visibility: 'private' } as const;
const documentTypes: Record<string, AcceptedType> = {
  'application/pdf': { ext: 'pdf', mime: 'application/pdf', kind: 'document', visibility: 'private' },
  'image/jpeg': { ...privateWebp, decoder: 'sharp' },
  'image/png': { ...privateWebp, decoder: 'sharp' },
  'image/webp': { ...privateWebp, decoder: 'sharp' },
  'image/heic': { ...privateWebp, decoder: 'heic' },
  'image/heif': { ...privateWebp, decoder: 'heic' },
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
    typeMessage: 'Only PDF, DOC or DOCX resumes and JPEG, PNG, WebP, GIF, AVIF or HEIC pictures are allowed.',
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
    typeMessage: 'Only JPEG, PNG, WebP, GIF, AVIF or HEIC pictures are allowed.',
    sizeMessage: 'The picture is too large (5 MB at most).',
  },
  /** A CV the agency prepared for a shortlisted candidate (private, owned by the staff member who sent it). */
  presentationCv: {
    ...api.adminShortlists.presentationCv.upload,
    types: resumeTypes,
    typeMessage: 'Only PDF, DOC or DOCX files are allowed.',
    sizeMessage: uploadRules.resume.sizeMessage,
  },
  /** A deployment document of an application (passport, clearances, medical…). */
  deploymentDocument: {
    ...api.deploymentDocuments.upload.upload,
    types: documentTypes,
    typeMessage: documentUploadRules.typeMessage,
    sizeMessage: documentUploadRules.sizeMessage,
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
