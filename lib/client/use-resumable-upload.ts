'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResumableUploadKind } from '@/lib/contracts/uploads/resumable';
import { contentFingerprint } from './content-fingerprint';
import {
  startResumableUpload,
  terminateUpload,
  type ResumableUploadHandle,
  type UploadFailure,
  type UploadRecord,
} from './resumable-upload';
import { browserConnection, estimateUplink, RateMeter } from './upload-estimate';

export type UploadStatus = 'idle' | 'uploading' | 'waiting' | 'done' | 'failed';

export interface UploadState {
  status: UploadStatus;
  bytesSent: number;
  bytesTotal: number;
  /** Seconds left at the rate of the last seconds (or the connection's estimate before that). */
  secondsLeft: number | null;
  path: string | null;
  failure: UploadFailure | null;
}

export interface UploadFile {
  file: Blob;
  fileName: string;
  fileType: string;
}

interface Callbacks {
  /** The upload finished: the stored file's path; `resumed` when a draft's record says it had before. */
  onDone?: (path: string, info: { resumed: boolean }) => void;
  /** The attempts are used up or the server refused the file (not called while merely offline). */
  onFailed?: (failure: UploadFailure) => void;
  /** What a draft must keep to resume or skip this upload after a reload; null once discarded. */
  onRecord?: (record: UploadRecord | null) => void;
}

const idle: UploadState = { status: 'idle', bytesSent: 0, bytesTotal: 0, secondsLeft: null, path: null, failure: null };

/** The share sent, 0 to 100, rounded down so 100 means finished. */
export const uploadPercent = (state: UploadState) =>
  state.status === 'done' ? 100 : state.bytesTotal ? Math.floor((state.bytesSent / state.bytesTotal) * 100) : 0;

export const uploadBusy = (state: UploadState) => state.status === 'uploading' || state.status === 'waiting';

/**
 * One resumable upload (tus) for a form: progress, time left, automatic resume after an outage (tus'
 * retries, then the `online` event) and after a reload (the draft's record of the same content).
 */
export function useResumableUpload(kind: ResumableUploadKind, callbacks: Callbacks = {}) {
  const [state, setState] = useState<UploadState>(idle);
  const handleRef = useRef<ResumableUploadHandle | null>(null);
  const recordRef = useRef<UploadRecord | null>(null);
  const callbacksRef = useRef(callbacks);
  const runRef = useRef(0);
  const statusRef = useRef<UploadStatus>('idle');
  useEffect(() => {
    callbacksRef.current = callbacks;
  });
  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);

  const setRecord = useCallback((record: UploadRecord | null) => {
    recordRef.current = record;
    callbacksRef.current.onRecord?.(record);
  }, []);

  const start = useCallback(
    async ({ file, fileName, fileType }: UploadFile, previous?: UploadRecord | null) => {
      const run = ++runRef.current;
      void handleRef.current?.pause();
      handleRef.current = null;
      const meter = new RateMeter();
      const expectedBps = estimateUplink(browserConnection()).bitsPerSecond / 8;
      setState({ ...idle, status: 'uploading', bytesTotal: file.size });
      const fingerprint = await contentFingerprint(file);
      if (run !== runRef.current) return;
      const known = previous?.fingerprint === fingerprint ? previous : null;
      if (known?.path) {
        // Finished before the reload: nothing to send.
        setRecord(known);
        setState({ ...idle, status: 'done', bytesSent: file.size, bytesTotal: file.size, path: known.path });
        callbacksRef.current.onDone?.(known.path, { resumed: true });
        return;
      }
      setRecord({ fingerprint, url: known?.url ?? null, path: null });
      const current = () => run === runRef.current;
      handleRef.current = startResumableUpload({
        file,
        kind,
        fileName,
        fileType,
        fingerprint,
        resumeUrl: known?.url,
        onUrl: (url) => current() && setRecord({ fingerprint, url, path: null }),
        onRetrying: () => current() && setState((s) => ({ ...s, status: 'waiting', secondsLeft: null })),
        onProgress: (sent, total) => {
          if (!current()) return;
          meter.add(sent);
          const measured = meter.secondsLeft(total);
          const secondsLeft = measured ?? (total - sent) / expectedBps;
          setState((s) => ({
            ...s,
            status: 'uploading',
            bytesSent: sent,
            bytesTotal: total,
            secondsLeft,
            failure: null,
          }));
        },
        onSuccess: (path) => {
          if (!current()) return;
          setRecord({ fingerprint, url: handleRef.current?.url() ?? null, path });
          setState((s) => ({ ...s, status: 'done', bytesSent: s.bytesTotal, secondsLeft: 0, path, failure: null }));
          callbacksRef.current.onDone?.(path, { resumed: false });
        },
        onError: (failure) => {
          if (!current()) return;
          meter.reset();
          setState((s) => ({ ...s, status: failure.offline ? 'waiting' : 'failed', secondsLeft: null, failure }));
          if (!failure.offline) callbacksRef.current.onFailed?.(failure);
        },
      });
    },
    [kind, setRecord],
  );

  /** Tries again from the bytes the server holds. */
  const retry = useCallback(() => {
    if (!handleRef.current) return;
    setState((s) => ({ ...s, status: 'uploading', failure: null }));
    handleRef.current.resume();
  }, []);

  /** Stops and forgets the upload; an unfinished one is removed from the server too. */
  const discard = useCallback(async () => {
    runRef.current++;
    const handle = handleRef.current;
    const record = recordRef.current;
    handleRef.current = null;
    setRecord(null);
    setState(idle);
    if (record?.path) return;
    if (handle) await handle.terminate();
    else if (record?.url) await terminateUpload(record.url);
  }, [setRecord]);

  // Back online: go on at once rather than after the next retry delay.
  useEffect(() => {
    const onOnline = () => {
      const status = statusRef.current;
      if ((status === 'waiting' || status === 'failed') && handleRef.current) {
        setState((s) => ({ ...s, status: 'uploading', failure: null }));
        handleRef.current.resume();
      }
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // Leaving the form stops sending; the server keeps the bytes for the draft to resume.
  useEffect(
    () => () => {
      runRef.current++;
      void handleRef.current?.pause();
    },
    [],
  );

  return { state, start, retry, discard };
}

export type ResumableUpload = ReturnType<typeof useResumableUpload>;
