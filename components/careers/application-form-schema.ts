import { z } from 'zod';
import {
  applicationMessages,
  educationLevels,
  emailField,
  englishLevels,
  fullNameField,
  phoneField,
  localTodayIso,
  uploadRules,
  type ApplicationPayload,
} from '@/lib/contracts';

const resumeExtensions = ['pdf', 'doc', 'docx'];

/** The user's tomorrow as yyyy-MM-dd, the earliest passport expiry the form accepts. */
export function localTomorrowIso(now = new Date()): string {
  // The calendar's next day, not 24 hours on: a daylight-saving night is 23 or 25 hours long.
  return localTodayIso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** The file input hands over a FileList; tests and resets may hand a File or nothing. */
function firstFile(value: unknown): File | undefined {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  if (value && typeof value === 'object' && 'length' in value && 'item' in value) {
    return (value as FileList).item(0) ?? undefined;
  }
  return undefined;
}

const resumeField = z.unknown().transform((value, ctx) => {
  const file = firstFile(value);
  if (!file) {
    ctx.addIssue({ code: 'custom', message: 'Resume is required' });
    return z.NEVER;
  }
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!resumeExtensions.includes(extension)) {
    ctx.addIssue({ code: 'custom', message: uploadRules.resume.typeMessage });
    return z.NEVER;
  }
  if (file.size > uploadRules.resume.maxBytes) {
    ctx.addIssue({ code: 'custom', message: uploadRules.resume.sizeMessage });
    return z.NEVER;
  }
  return file;
});

const experienceField = z
  .string()
  .trim()
  .min(1, 'Experience is required')
  .refine((value) => /^-?\d+(\.\d+)?$/.test(value), 'Experience must be a number')
  .transform(Number)
  .pipe(
    z
      .number()
      .int('Experience must be a number')
      .min(0, 'Experience cannot be negative')
      .max(50, 'Experience seems too high'),
  );

const dateField = (required: string) => z.string().min(1, required);

const fieldsSchema = z.object({
  full_name: fullNameField,
  email: emailField,
  phone: phoneField('Phone number is required'),
  position_applied: z.string().optional(),
  experience_years: experienceField,
  previous_job_title: z.string().trim().max(100, 'Previous job title too long'),
  education_level: z.enum(educationLevels, { error: 'Education level is required' }),
  english_proficiency: z.enum(englishLevels, { error: 'English proficiency is required' }),
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Passport number is required')
    .regex(/^[A-Z0-9]{5,10}$/, applicationMessages.passportNumber),
  passport_expiry: dateField('Passport expiry date is required').refine(
    (value) => value > localTodayIso(),
    applicationMessages.passportExpiryFuture,
  ),
  preferred_location: z.string().min(1, 'Preferred location is required'),
  availability_date: dateField('Availability date is required').refine(
    (value) => value >= localTodayIso(),
    applicationMessages.availabilityPast,
  ),
  notes: z.string().trim().max(500, 'Notes cannot exceed 500 characters'),
  resume: resumeField,
  /** Path of the uploaded video, set by the recorder's Upload button. */
  video: z.string().min(1, applicationMessages.video),
});

/** The application form's rules, message for message as the spec words them. */
export const applicationFormSchema = fieldsSchema.refine(
  (values) => values.availability_date <= values.passport_expiry,
  {
    path: ['availability_date'],
    message: applicationMessages.availabilityAfterExpiry,
    // Compare the dates as soon as both are valid, even while other fields still have errors.
    when: (payload) =>
      fieldsSchema.pick({ passport_expiry: true, availability_date: true }).safeParse(payload.value).success,
  },
);

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

export const emptyApplicationForm: ApplicationFormInput = {
  full_name: '',
  email: '',
  phone: '',
  position_applied: '',
  experience_years: '',
  previous_job_title: '',
  education_level: '' as ApplicationFormInput['education_level'],
  english_proficiency: '' as ApplicationFormInput['english_proficiency'],
  passport_number: '',
  passport_expiry: '',
  preferred_location: '',
  availability_date: '',
  notes: '',
  resume: undefined,
  video: '',
};

/** The server names payload fields; the form names its own. */
export const serverFieldNames: Record<string, keyof ApplicationFormInput> = {
  name: 'full_name',
  email: 'email',
  phone: 'phone',
  appliedFor: 'position_applied',
  experienceInYears: 'experience_years',
  previousJobTitle: 'previous_job_title',
  education: 'education_level',
  englishProficiency: 'english_proficiency',
  passportNumber: 'passport_number',
  passportExpiry: 'passport_expiry',
  preferredLocation: 'preferred_location',
  availableToStart: 'availability_date',
  notes: 'notes',
  resume: 'resume',
  video: 'video',
};

/** The POST /apply-job body, from valid form values and the uploaded resume's path. */
export function toApplicationPayload(
  values: ApplicationFormValues,
  target: { jobId?: string },
  resumePath: string,
): ApplicationPayload {
  return {
    ...(target.jobId
      ? { jobId: target.jobId }
      : values.position_applied
        ? { appliedFor: values.position_applied }
        : {}),
    name: values.full_name,
    email: values.email,
    phone: values.phone,
    resume: resumePath,
    video: values.video,
    englishProficiency: values.english_proficiency,
    experienceInYears: values.experience_years,
    previousJobTitle: values.previous_job_title,
    education: values.education_level,
    passportNumber: values.passport_number,
    passportExpiry: values.passport_expiry,
    preferredLocation: values.preferred_location,
    availableToStart: values.availability_date,
    notes: values.notes,
  };
}
