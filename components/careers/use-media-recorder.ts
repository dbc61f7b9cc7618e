'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { recorderErrorCode, type RecorderErrorCode } from './recorder-errors';

export type RecorderStatus = 'idle' | 'acquiring' | 'recording' | 'stopped';

/** MP4 where the browser can record it (Safari, recent Chrome), WebM otherwise. */
function pickMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return ['video/mp4', 'video/webm'].find((type) => MediaRecorder.isTypeSupported(type));
}

/** Camera + microphone recording with MediaRecorder, stopped automatically after maxMs. */
export function useMediaRecorder(maxMs: number) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [error, setError] = useState<RecorderErrorCode | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
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
    setBlob(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      setError('no_constraints');
      return null;
    }
    setStatus('acquiring');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      streamRef.current = media;
      setStream(media);
      const mimeType = pickMimeType();
      const recorder = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        setBlob(new Blob(chunks, { type: recorder.mimeType || mimeType || 'video/webm' }));
        setStatus('stopped');
        releaseMedia();
      };
      recorder.onerror = () => {
        setError('recorder_error');
        setStatus('idle');
        releaseMedia();
      };
      recorderRef.current = recorder;
      recorder.start(1000);
      const startedAt = Date.now();
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

  /** Throws the recording away so the candidate can record again. */
  const reset = useCallback(() => {
    setBlob(null);
    setError(null);
    setElapsedMs(0);
    setStatus('idle');
  }, []);

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

  return { status, error, blob, stream, elapsedMs, start, stop, reset };
}
