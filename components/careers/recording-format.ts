import { recorderSettings } from '@/lib/contracts/uploads/resumable';

/**
 * Containers and codecs to record in, best first: MP4/H.264 where the browser can record it (Safari,
 * Chrome with an H.264 encoder; every staff browser plays it), else WebM (VP8 costs a slow phone's CPU
 * less than VP9 at the same bitrate cap).
 */
export const recordingTypes = [
  'video/mp4;codecs=avc1.42E01E,mp4a.40.2',
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4;codecs=avc1',
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm',
] as const;

/** The first type `isSupported` accepts, or undefined (the browser's default). */
export function pickRecordingType(isSupported: (type: string) => boolean): string | undefined {
  return recordingTypes.find((type) => isSupported(type));
}

/** The upload's file name and type: the spec's recording.mp4 for MP4, recording.webm for WebM. */
export function recordingFile(mimeType: string): { fileName: string; fileType: string } {
  const base = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  if (base === 'video/mp4') return { fileName: 'recording.mp4', fileType: 'video/mp4' };
  return { fileName: 'recording.webm', fileType: 'video/webm' };
}

/** What getUserMedia is asked for: 480p at up to 30 fps from the front camera, mono audio. */
export const recordingConstraints: MediaStreamConstraints = {
  video: {
    width: { ideal: recorderSettings.width },
    height: { ideal: recorderSettings.height },
    frameRate: { ideal: recorderSettings.frameRate, max: recorderSettings.frameRate },
    facingMode: 'user',
  },
  audio: { channelCount: { ideal: recorderSettings.audioChannels }, echoCancellation: true, noiseSuppression: true },
};

/** The encoder's bitrates: about 6 MB a minute instead of the browser's ~22 MB. */
export const recorderBitrates = {
  videoBitsPerSecond: recorderSettings.videoBitsPerSecond,
  audioBitsPerSecond: recorderSettings.audioBitsPerSecond,
};
