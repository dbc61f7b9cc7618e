import { Upload, type DetailedError, type HttpResponse } from 'tus-js-client';
import { resumableUpload, type ResumableUploadKind } from '@/lib/contracts/uploads/resumable';

/**
 * Waits between attempts after a failed request (ms): together 94 s, so a connection lost for half a
 * minute (a lift, a tunnel, a cell change) resumes by itself. The count starts again after each
 * request that moved the upload on, so every new outage gets the whole list.
 */
export const retryDelays = [0, 1000, 3000, 5000, 10_000, 10_000, 15_000, 20_000, 30_000];

/** What a draft keeps of an upload, so a reload resumes it (url) or skips it (path). */
export interface UploadRecord {
  /** contentFingerprint() of the file: the url and path belong to this content only. */
  fingerprint: string;
  /** The tus upload's address once the server created it. */
  url: string | null;
  /** The stored file's path once the upload finished (the Upload-Result-Path answer header). */
  path: string | null;
}

export interface ResumableUploadInput {
  file: Blob;
  kind: ResumableUploadKind;
  fileName: string;
  fileType: string;
  fingerprint: string;
  /** An upload of this same content the server already holds, to resume rather than start over. */
  resumeUrl?: string | null;
  onUrl: (url: string) => void;
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  /** A request failed and another attempt follows after a delay. */
  onRetrying?: () => void;
  onSuccess: (path: string) => void;
  /** The attempts are used up, the browser is offline, or the server refused the file. */
  onError: (failure: UploadFailure) => void;
}

export interface UploadFailure {
  /** The server's own message for a refused file (415, 413, 429), else null. */
  serverMessage: string | null;
  /** True when trying again may help (a network error, a 5xx); false for a refused file. */
  retriable: boolean;
  offline: boolean;
}

export interface ResumableUploadHandle {
  /** Starts again after a failure, from the bytes the server holds. */
  resume: () => void;
  /** Stops sending; the server keeps what it has, so resume() can continue. */
  pause: () => Promise<void>;
  /** Stops and removes the unfinished upload from the server (tus DELETE). */
  terminate: () => Promise<void>;
  url: () => string | null;
}

const statusOf = (err: Error) => (err as DetailedError).originalResponse?.getStatus() ?? 0;

/** tus-js-client's rule (retry anything but a 4xx other than 409 and 423) without its navigator.onLine check, which we handle. */
export function isRetriableStatus(status: number): boolean {
  return status === 0 || status >= 500 || status === 409 || status === 423 || status === 408 || status === 429;
}

function serverMessage(response: HttpResponse | null | undefined): string | null {
  if (!response) return null;
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Sends a file with the tus protocol to the website's resumable endpoint in chunks of
 * `resumableUpload.chunkBytes`, retrying through outages, and answers the stored file's path.
 */
export function startResumableUpload(input: ResumableUploadInput): ResumableUploadHandle {
  const { metadata } = resumableUpload;
  const upload: Upload = new Upload(input.file, {
    endpoint: resumableUpload.browserEndpoint,
    uploadUrl: input.resumeUrl ?? null,
    chunkSize: resumableUpload.chunkBytes,
    retryDelays,
    metadata: { [metadata.kind]: input.kind, [metadata.fileName]: input.fileName, [metadata.fileType]: input.fileType },
    // The draft keeps the upload's address (IndexedDB, cleared at logout), not tus-js-client's localStorage.
    fingerprint: () => Promise.resolve(input.fingerprint),
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: false,
    // Offline, waiting is pointless: the caller resumes on the `online` event.
    onShouldRetry: (err) => {
      const retry = isRetriableStatus(statusOf(err)) && !isOffline();
      if (retry) input.onRetrying?.();
      return retry;
    },
    onUploadUrlAvailable: () => {
      if (upload.url) input.onUrl(upload.url);
    },
    onProgress: input.onProgress,
    onSuccess: ({ lastResponse }) => {
      const path = lastResponse.getHeader(resumableUpload.resultHeader);
      if (path) input.onSuccess(path);
      else input.onError({ serverMessage: null, retriable: true, offline: false });
    },
    onError: (err) => {
      const status = statusOf(err);
      input.onError({
        serverMessage: status >= 400 && status < 500 ? serverMessage((err as DetailedError).originalResponse) : null,
        retriable: isRetriableStatus(status),
        offline: isOffline(),
      });
    },
  });
  upload.start();
  return {
    resume: () => {
      // abort() first clears a pending retry timer, so two request chains never run at once.
      void upload.abort(false).then(() => upload.start());
    },
    pause: () => upload.abort(false),
    terminate: () => upload.abort(true).catch(() => undefined),
    url: () => upload.url,
  };
}

/** Removes an unfinished upload the server holds (a draft's, after a reload). */
export function terminateUpload(url: string): Promise<void> {
  return Upload.terminate(url, { retryDelays: [0, 1000] }).catch(() => undefined);
}
