import { describe, expect, it } from 'vitest';
import { pickRecordingType, recorderBitrates, recordingFile } from './recording-format';

describe('recording format', () => {
  it('prefers MP4/H.264 where the browser can record it (Safari, Chrome with an H.264 encoder)', () => {
    expect(pickRecordingType((type) => type.startsWith('video/mp4;codecs=avc1') || type.startsWith('video/webm'))).toBe(
      'video/mp4;codecs=avc1.42E01E,mp4a.40.2',
    );
  });

  it('falls back to WebM, then to the browser default', () => {
    expect(pickRecordingType((type) => type.startsWith('video/webm'))).toBe('video/webm;codecs=vp8,opus');
    expect(pickRecordingType(() => false)).toBeUndefined();
  });

  it('names an MP4 upload recording.mp4 as the spec does, and a WebM one recording.webm', () => {
    expect(recordingFile('video/mp4;codecs=avc1.42E01E,mp4a.40.2')).toEqual({
      fileName: 'recording.mp4',
      fileType: 'video/mp4',
    });
    expect(recordingFile('video/webm;codecs=vp8,opus')).toEqual({ fileName: 'recording.webm', fileType: 'video/webm' });
  });

  it('asks the encoder for at most 6 MB a minute and 12 MB for the allowed 2 minutes', () => {
    const bytesPerMinute = ((recorderBitrates.videoBitsPerSecond + recorderBitrates.audioBitsPerSecond) * 60) / 8;
    expect(bytesPerMinute).toBeLessThanOrEqual(6e6);
    expect(bytesPerMinute * 2).toBeLessThanOrEqual(12e6);
  });
});
