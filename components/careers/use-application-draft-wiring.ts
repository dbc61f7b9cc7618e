'use client';

import { useEffect, useState, type RefObject } from 'react';
import { emptyApplicationForm, type ApplicationFormInput } from './application-form-schema';
import type { ApplicationFormApi } from './application-form-sections';
import type { ApplicationDraft, useApplicationDraft } from './use-application-draft';
import type { ApplicationFiles } from './use-application-files';

const formFieldNames = new Set(Object.keys(emptyApplicationForm));

/** The typed fields a draft keeps: all but the resume File and the video path (kept with their uploads). */
function textFields(values: Partial<ApplicationFormInput>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] =>
        entry[0] !== 'resume' && entry[0] !== 'video' && typeof entry[1] === 'string',
    ),
  );
}

/**
 * Ties the form to its draft: a draft left by a reload or a closed tab is put back (every field, the
 * resume, the recording and their uploads) through `restoreRef`, typed fields are saved as they
 * change, and `discard` forgets it all. `restored` is true while the "draft restored" notice shows.
 */
export function useApplicationDraftWiring({
  form,
  draft,
  files,
  restoreRef,
  onDiscard,
}: {
  form: ApplicationFormApi;
  draft: ReturnType<typeof useApplicationDraft>;
  files: ApplicationFiles;
  restoreRef: RefObject<(restored: ApplicationDraft) => void>;
  onDiscard: () => void;
}) {
  const [restored, setRestored] = useState(false);
  // Whether the form holds a restored draft (until discarded), so nothing else fills it.
  const [fromDraft, setFromDraft] = useState(false);
  const { restore: restoreFiles } = files;

  useEffect(() => {
    restoreRef.current = (found) => {
      const fields = Object.fromEntries(Object.entries(found.fields).filter(([name]) => formFieldNames.has(name)));
      form.reset({ ...emptyApplicationForm, ...fields, resume: found.resume, video: '' }, { keepDefaultValues: true });
      restoreFiles(found);
      setRestored(true);
      setFromDraft(true);
    };
  }, [form, restoreFiles, restoreRef]);

  // Typed fields go to the draft as they change, once the draft is loaded (so it is never overwritten by a blank form).
  const { ready, saveFields } = draft;
  useEffect(() => {
    if (!ready) return;
    // Only what the candidate changed: a form just filled from the profile is no draft.
    return form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ values, isDirty }) => {
        if (isDirty) saveFields(textFields(values));
      },
    });
  }, [ready, form, saveFields]);

  const discard = async () => {
    setRestored(false);
    setFromDraft(false);
    onDiscard();
    const filesGone = files.discard();
    form.reset(emptyApplicationForm);
    await filesGone;
    await draft.discard();
  };

  return { restored, fromDraft, keep: () => setRestored(false), discard };
}
