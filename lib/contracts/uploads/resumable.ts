// zod-free on purpose: the recorder and the upload client import it, and must not pull zod into a page.

/**
 * Resumable uploads with the tus 1.0 protocol (https://tus.io/protocols/resumable-upload), for videos
 * and resumes sent over weak mobile data: the browser sends chunks to the website, which passes each
 * one to the upstream; a dropped connection or a reload resumes from the bytes the server holds.
 */
export const resumableUpload = {
  /** What tus-js-client is given as `endpoint`; each upload then lives at `${browserEndpoint}/<id>`. */
  browserEndpoint: '/api/upload/tus',
  /** The upstream's tus endpoint; the website maps `/api/upload/tus/*` onto `/upload/tus/*`. */
  upstreamPath: '/upload/tus',
  /** Bytes per PATCH, so no request stays open longer than one chunk (about 10 s on 3G's 400 kbps). */
  chunkBytes: 512 * 1024,
  /** Upload-Metadata keys the browser sends. `kind` chooses the accepted types and size limit. */
  metadata: { kind: 'kind', fileName: 'filename', fileType: 'filetype' },
  kinds: ['video', 'resume'] as const,
  /**
   * Header on the PATCH that completes an upload and on any later HEAD of it: the stored file's path,
   * to send in the application payload (as the multipart upload's `data.path`). A HEAD answers it too
   * because the last PATCH's answer can be lost to a dropped connection.
   */
  resultHeader: 'Upload-Result-Path',
} as const;

export type ResumableUploadKind = (typeof resumableUpload.kinds)[number];

/**
 * What the recorder asks of the camera and the encoder: 480p at up to 30 fps, 700 kbps video and mono
 * 64 kbps audio: 764 kbps, so 60 s is at most about 5.7 MB and the allowed 120 s 11.5 MB, even from a
 * camera whose encoder spends the whole rate (800 kbps would put a minute at 6.5 MB).
 */
export const recorderSettings = {
  width: 640,
  height: 480,
  frameRate: 30,
  videoBitsPerSecond: 700_000,
  audioBitsPerSecond: 64_000,
  audioChannels: 1,
} as const;
