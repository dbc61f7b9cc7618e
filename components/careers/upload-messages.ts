/**
 * What the application form says about its uploads and its draft. The spec's own texts ('Video uploaded
 * successfully!', 'Failed to upload video') stay to the letter; the rest is ours. All of it is rendered
 * inline by the form's own code, so it shows offline too (toasts only repeat it).
 */
export const uploadMessages = {
  videoUploaded: 'Video uploaded successfully!',
  videoFailed: 'Failed to upload video',
  resumeFailed: 'Failed to upload your resume',
  stillUploading: (what: 'video' | 'resume', percent: number) =>
    `Your ${what} is still uploading (${percent}%). Please wait until it finishes.`,
  notUploaded: (what: 'video' | 'resume') => `Your ${what} could not be uploaded. Press Retry under it.`,
  videoNotSent: 'Your video is recorded but not uploaded yet. Press Upload under the video.',
  offline: 'You are offline. The upload will continue by itself when you are back online.',
  retrying: 'The connection dropped. Trying again…',
  failedHint: 'Check your connection, then press Retry: the upload continues where it stopped.',
  restored: 'We restored your unsent application.',
} as const;
