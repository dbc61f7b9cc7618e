import { z } from 'zod';

/** Answer of both upload calls: the stored file's path, to send back in a later payload. */
/** How a private video is shown: its playable copy (the recording until made) or its poster frame. */
export const privateFileViews = ['playable', 'poster'] as const;
export type PrivateFileView = (typeof privateFileViews)[number];

export const uploadResponseSchema = z.object({ data: z.object({ path: z.string().min(1) }) });

export const uploadRules = {
  resume: {
    maxBytes: 5 * 1024 * 1024,
    typeMessage: 'Only PDF or DOC files are allowed',
    sizeMessage: 'File size must be less than 5 MB',
  },
  image: { maxBytes: 5 * 1024 * 1024 },
  video: {
    /** About 2 minutes of 720p WebM/MP4 from a browser recorder, with room to spare. */
    maxBytes: 100 * 1024 * 1024,
    maxSeconds: 120,
    typeMessage: 'Only MP4 or WebM videos are allowed',
    sizeMessage: 'The video is too large (100 MB at most)',
  },
} as const;
