'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { draftsGeneration } from '@/lib/client/draft-flag';
import { deleteDraft, loadDraft, saveDraftPart } from '@/lib/client/drafts';
import type { UploadRecord } from '@/lib/client/resumable-upload';
import type { Recording } from './use-media-recorder';

/** The parts a draft is saved in: typed fields apart from the files, so a keystroke never rewrites a recording. */
export const draftParts = ['fields', 'resume', 'resume-upload', 'video', 'video-upload'] as const;
export type DraftPart = (typeof draftParts)[number];

export interface ApplicationDraft {
  /** The typed and chosen text fields (not the resume File, not the video path). */
  fields: Record<string, string>;
  resume?: File;
  resumeUpload?: UploadRecord;
  video?: Recording;
  videoUpload?: UploadRecord;
}

/** One draft per user and opening (or the general application). */
export const applicationDraftKey = (userId: string, jobId: string | undefined) =>
  `application/${userId}/${jobId ?? 'general'}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads what IndexedDB gave back, dropping anything not shaped as this version saved it. */
export function parseDraft(parts: Record<DraftPart, unknown>): ApplicationDraft | null {
  const fields = isRecord(parts.fields)
    ? Object.fromEntries(
        Object.entries(parts.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};
  const upload = (value: unknown): UploadRecord | undefined =>
    isRecord(value) && typeof value.fingerprint === 'string'
      ? {
          fingerprint: value.fingerprint,
          url: typeof value.url === 'string' ? value.url : null,
          path: typeof value.path === 'string' ? value.path : null,
        }
      : undefined;
  const resume = typeof File !== 'undefined' && parts.resume instanceof File ? parts.resume : undefined;
  const video =
    isRecord(parts.video) && typeof Blob !== 'undefined' && parts.video.blob instanceof Blob
      ? {
          blob: parts.video.blob,
          mimeType: typeof parts.video.mimeType === 'string' ? parts.video.mimeType : parts.video.blob.type,
          durationMs: typeof parts.video.durationMs === 'number' ? parts.video.durationMs : 0,
        }
      : undefined;
  const draft: ApplicationDraft = {
    fields,
    resume,
    resumeUpload: resume ? upload(parts['resume-upload']) : undefined,
    video,
    videoUpload: video ? upload(parts['video-upload']) : undefined,
  };
  const hasFields = Object.values(fields).some((value) => value.trim() !== '');
  return hasFields || resume || video ? draft : null;
}

/**
 * The application form's draft in IndexedDB: loads it once and hands a saved one to `onRestore`, then
 * saves each part as it changes (`ready` from then on). `key` null (no user) loads and saves nothing.
 */
export function useApplicationDraft(key: string | null, onRestore: (draft: ApplicationDraft) => void) {
  const [ready, setReady] = useState(false);
  const keyRef = useRef(key);
  const onRestoreRef = useRef(onRestore);
  const loadedRef = useRef(false);
  const closedRef = useRef(false);
  // A sign-out in this page (drafts cleared) ends saving for good: nothing typed before it comes back.
  const generationRef = useRef(draftsGeneration());
  const fieldsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingFields = useRef<Record<string, string> | null>(null);

  useEffect(() => {
    keyRef.current = key;
    onRestoreRef.current = onRestore;
  });

  useEffect(() => {
    if (!key) return;
    let live = true;
    loadDraft(key, draftParts)
      .then((parts) => {
        const draft = parseDraft(parts);
        if (live && draft) onRestoreRef.current(draft);
      })
      // No IndexedDB (a private window in some browsers): the form works, without drafts.
      .catch(() => undefined)
      .finally(() => {
        if (!live) return;
        loadedRef.current = true;
        setReady(true);
      });
    return () => {
      live = false;
    };
  }, [key]);

  const savePart = useCallback((part: DraftPart, value: unknown) => {
    const current = keyRef.current;
    if (!current || !loadedRef.current || closedRef.current || generationRef.current !== draftsGeneration()) return;
    void saveDraftPart(current, part, value).catch(() => undefined);
  }, []);

  const flushFields = useCallback(() => {
    clearTimeout(fieldsTimer.current);
    if (pendingFields.current) savePart('fields', pendingFields.current);
    pendingFields.current = null;
  }, [savePart]);

  /** Typed fields are saved a moment after the last keystroke. */
  const saveFields = useCallback(
    (fields: Record<string, string>) => {
      pendingFields.current = fields;
      clearTimeout(fieldsTimer.current);
      fieldsTimer.current = setTimeout(flushFields, 300);
    },
    [flushFields],
  );

  /**
   * Forgets the draft: when the candidate discards it (saving goes on), or after a successful submit
   * (`final`: nothing is saved any more, not even the emptied form).
   */
  const discard = useCallback(async ({ final = false } = {}) => {
    if (final) closedRef.current = true;
    clearTimeout(fieldsTimer.current);
    pendingFields.current = null;
    const current = keyRef.current;
    if (current) await deleteDraft(current, draftParts).catch(() => undefined);
  }, []);

  // Closing the form (or the tab, as far as the browser lets it) keeps the last keystrokes.
  useEffect(() => {
    window.addEventListener('pagehide', flushFields);
    return () => {
      window.removeEventListener('pagehide', flushFields);
      flushFields();
    };
  }, [flushFields]);

  return useMemo(() => ({ ready, savePart, saveFields, discard }), [ready, savePart, saveFields, discard]);
}
