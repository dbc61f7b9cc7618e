'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { recorderErrorCode, type RecorderErrorCode } from './recorder-errors';
import { pickRecordingType, recorderBitrates, recordingConstraints } from './recording-format';

export type RecorderStatus = 'idle' | 'acquiring' | 'recording';

/** A finished recording, as the form keeps it (and its draft in IndexedDB). */
export interface Recording {
  blob: Blob;
  mimeType: string;
  durationMs: number;
}

/**
 * Camera + microphone recording with MediaRecorder at mobile-data settings (recorderSettings), stopped
 * automatically after maxMs; the finished recording goes to `onRecorded`.
 */
export function useMediaRecorder(maxMs: number, onRecorded: (recording: Recording) => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [error, setError] = useState<RecorderErrorCode | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timersRef = useRef<{ tick?: ReturnType<typeof setInterval>; limit?: ReturnType<typeof setTimeout> }>({});

  const releaseMedia = useCallback(() => {
    clearInterval(timersRef.current.tick);
    clearTimeout(timersRef.current.limit);
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStream(null);
  }, []);

  const stop = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  const start = useCallback(async () => {
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError('no_constraints');
      return null;
    }
    setStatus('acquiring');
    try {
      const media = await navigator.mediaDevices.getUserMedia(recordingConstraints);
      streamRef.current = media;
      setStream(media);
      const mimeType = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(media, { ...recorderBitrates, ...(mimeType ? { mimeType } : {}) });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        const type = recorder.mimeType || mimeType || 'video/webm';
        const durationMs = Math.min(Date.now() - startedAt, maxMs);
        setStatus('idle');
        releaseMedia();
        onRecordedRef.current({ blob: new Blob(chunks, { type }), mimeType: type, durationMs });
      };
      recorder.onerror = () => {
        setError('recorder_error');
        setStatus('idle');
        releaseMedia();
      };
      recorderRef.current = recorder;
      const startedAt = Date.now();
      recorder.start(1000);
      setElapsedMs(0);
      timersRef.current.tick = setInterval(() => setElapsedMs(Math.min(Date.now() - startedAt, maxMs)), 250);
      timersRef.current.limit = setTimeout(stop, maxMs);
      setStatus('recording');
      return null;
    } catch (err) {
      const code = recorderErrorCode(err);
      setError(code);
      setStatus('idle');
      releaseMedia();
      return code;
    }
  }, [maxMs, releaseMedia, stop]);

  // Leaving the page must switch the camera off, even mid-recording.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      releaseMedia();
    },
    [releaseMedia],
  );

  return { status, error, stream, elapsedMs, start, stop };
}
