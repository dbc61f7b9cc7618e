import { localTodayIso, type User } from '@/lib/contracts';
import {
  candidateProfileKeys,
  candidateProfileMessages,
  type CandidateProfile,
  type CandidateProfileDetails,
} from '@/lib/contracts/candidates/profile';
import { clockOf, dayMonthOf } from './time-labels';
import {
  applicationForm,
  emptyApplicationForm,
  type ApplicationFormInput,
  type ProfileFormValues,
} from './application-form-schema';

/** The label of the saved video's choice: its length (once known) and the day it was recorded. */
export function savedVideoLabel(video: NonNullable<CandidateProfile['video']>) {
  const recorded = dayMonthOf(video.savedAt);
  return video.durationSeconds === null
    ? candidateProfileMessages.useSavedVideoUndated(recorded)
    : candidateProfileMessages.useSavedVideo(clockOf(video.durationSeconds), recorded);
}

/**
 * The form's values from the account (name, email, phone) and the profile (details, saved files),
 * dropping dates that no longer pass: a past availability, a passport expiring by tomorrow.
 */
export function prefilledValues(
  user: Pick<User, 'name' | 'email' | 'phone'>,
  profile: CandidateProfile | undefined,
  today = localTodayIso(),
): ApplicationFormInput {
  const values: Record<string, unknown> = {
    ...emptyApplicationForm,
    full_name: user.name,
    email: user.email,
    phone: user.phone,
  };
  const details = profile?.details;
  if (details) {
    for (const key of candidateProfileKeys) {
      const name = applicationForm.fieldOf(key);
      const value = details[key];
      if (name && value !== null) values[name] = typeof value === 'number' ? String(value) : value;
    }
    if (details.passportExpiry <= today) values.passport_expiry = '';
    if (details.availableToStart < today) values.availability_date = '';
  }
  if (profile?.resume) values.resume = profile.resume.file;
  if (profile?.video) values.video = profile.video.file;
  return values as ApplicationFormInput;
}

/** The body of PUT /candidate-profile from the profile form's valid values (renamed to the contract's keys). */
export function profileDetailsFrom(values: ProfileFormValues): CandidateProfileDetails {
  const byName = values as Record<string, unknown>;
  return Object.fromEntries(
    candidateProfileKeys.map((key) => [key, byName[applicationForm.fieldOf(key)!]]),
  ) as CandidateProfileDetails;
}
