/** The spec's recorder error codes (careers-pages-profile §9 "Business constants and limits"), each with the sentence the recorder shows. */
export const recorderErrorMessages = {
  media_aborted: 'Access to the camera was interrupted. Please try again.',
  permission_denied: 'Camera or microphone permission denied.',
  no_specified_media_found: 'No camera or microphone was found on this device.',
  media_in_use: 'Your camera or microphone is in use by another application.',
  invalid_media_constraints: 'Your camera or microphone does not support the requested settings.',
  no_constraints: 'Video recording is not available in this browser.',
  recorder_error: 'Recording failed. Please try again.',
} as const;

export type RecorderErrorCode = keyof typeof recorderErrorMessages;

/** Maps a getUserMedia or MediaRecorder failure (a DOMException name) to a recorder error code. */
export function recorderErrorCode(error: unknown): RecorderErrorCode {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'AbortError':
      return 'media_aborted';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'permission_denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'no_specified_media_found';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'media_in_use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'invalid_media_constraints';
    case 'TypeError':
      return 'no_constraints';
    default:
      return 'recorder_error';
  }
}
