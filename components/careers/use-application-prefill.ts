'use client';

import { useEffect, useRef } from 'react';
import type { User } from '@/lib/contracts';
import { useCandidateProfile } from '@/lib/client/use-candidate-profile';
import type { ApplicationFormApi } from './application-form-sections';
import { prefilledValues } from './application-prefill';

/**
 * Fills the opened form once: a draft left unsent wins (`fromDraft`), else the account's name and
 * contacts with the candidate's profile (fetched now, when the form opens, not with the page).
 * Answers the saved resume and video the form offers.
 */
export function useApplicationPrefill({
  form,
  user,
  draftReady,
  fromDraft,
}: {
  form: ApplicationFormApi;
  user: User | null | undefined;
  draftReady: boolean;
  fromDraft: boolean;
}) {
  const candidate = user?.userType === 'User';
  const profile = useCandidateProfile(candidate);
  const appliedRef = useRef(false);
  const waiting = candidate && profile.isPending;

  useEffect(() => {
    // A restored draft stays; discarding it fills the form afresh.
    if (fromDraft) appliedRef.current = false;
    if (!user || !draftReady || fromDraft || appliedRef.current || waiting) return;
    appliedRef.current = true;
    // What the candidate typed or chose while the profile was on its way stays, with its messages.
    form.reset(prefilledValues(user, profile.data), { keepDirtyValues: true, keepErrors: true });
  }, [form, user, draftReady, fromDraft, waiting, profile.data]);

  return { resume: profile.data?.resume ?? null, video: profile.data?.video ?? null };
}

export type SavedFiles = ReturnType<typeof useApplicationPrefill>;
