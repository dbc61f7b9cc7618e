import { z } from 'zod';
import { applicationFields, availableBeforeExpiry } from '../applications/fields';
import { answerShapeOf } from '../core/define-fields';

/**
 * A candidate's profile: the application's details they keep for the next application (those declared
 * `profile` in applicationFields), with a saved resume and video. Name, email and phone are the
 * account's own (profile.ts). The rules are the application's, so a profile can always fill a valid form.
 */
export const candidateProfileKeys = applicationFields.profileKeys;

const pickedKeys = Object.fromEntries(candidateProfileKeys.map((key) => [key, true])) as {
  [K in (typeof candidateProfileKeys)[number]]: true;
};

/** The body of PUT /candidate-profile: every detail, validated as the application's are. */
export const candidateProfileDetailsSchema = availableBeforeExpiry(applicationFields.schema.pick(pickedKeys));

/** A file the profile keeps: an upload's name as its answer gave it, or null to remove it from the profile. */
const savedFileField = z
  .string({ error: 'Choose one of your uploads' })
  .trim()
  .min(1, 'Choose one of your uploads')
  .max(200, 'Choose one of your uploads')
  .nullable();

/** The body of PUT /candidate-profile/files: the files to keep (absent: unchanged; null: removed). */
export const candidateProfileFilesSchema = z.object({
  resume: savedFileField.optional(),
  video: savedFileField.optional(),
});

export const candidateProfileMessages = {
  saved: 'Your profile has been saved.',
  filesSaved: 'Your saved files have been updated.',
  notYourResume: 'Please upload your resume again.',
  notYourVideo: 'Please record or upload your video again.',
  useSavedVideo: (duration: string, recorded: string) => `Use my saved video (${duration}, recorded ${recorded})`,
  useSavedVideoUndated: (recorded: string) => `Use my saved video (recorded ${recorded})`,
  useSavedResume: (name: string) => `Use my saved resume (${name})`,
  recordNew: 'Record a new one',
  uploadAnother: 'Upload another resume',
  sectionTitle: 'My application profile',
  sectionIntro:
    'Your details, resume and video introduction, kept to fill your next application. Only you and the agency see them.',
} as const;

/** A saved file, to its owner: its stored name (the value an application sends), the name they gave it, when saved. */
export const savedFileSchema = z.object({
  file: z.string(),
  name: z.string(),
  savedAt: z.string(),
});

export const savedVideoSchema = savedFileSchema.extend({
  /** Known once the video worker has read it (null until then, or without ffmpeg). */
  durationSeconds: z.number().nullable(),
});

/** The answer of GET /candidate-profile: the kept details (null until first saved) and files. */
export const candidateProfileSchema = z.object({
  details: z.object(answerShapeOf(applicationFields, candidateProfileKeys)).nullable(),
  resume: savedFileSchema.nullable(),
  video: savedVideoSchema.nullable(),
});

export const candidateProfileAnswerSchema = z.object({ message: z.string(), data: candidateProfileSchema });

export type CandidateProfile = z.infer<typeof candidateProfileSchema>;
export type CandidateProfileDetails = z.infer<typeof candidateProfileDetailsSchema>;
