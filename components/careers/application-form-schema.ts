import { z } from 'zod';
import {
  applicationFields,
  applicationMessages,
  consentField,
  localTodayIso,
  onceValid,
  uploadRules,
  type ApplicationPayload,
} from '@/lib/contracts';
import { defineFormOf } from '@/lib/forms/define-form';

const resumeExtensions = ['pdf', 'doc', 'docx'];

/** The user's tomorrow as yyyy-MM-dd, the earliest passport expiry the form accepts. */
export function localTomorrowIso(now = new Date()): string {
  // The calendar's next day, not 24 hours on: a daylight-saving night is 23 or 25 hours long.
  return localTodayIso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** The file input hands over a FileList; tests, resets and a restored draft may hand a File or nothing. */
export function firstFile(value: unknown): File | undefined {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  if (value && typeof value === 'object' && 'length' in value && 'item' in value) {
    return (value as FileList).item(0) ?? undefined;
  }
  return undefined;
}

/** The message a chosen resume gets, or null when it may be uploaded (checked again on submit). */
export function resumeProblem(file: File | undefined): string | null {
  if (!file) return 'Resume is required';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!resumeExtensions.includes(extension)) return uploadRules.resume.typeMessage;
  if (file.size > uploadRules.resume.maxBytes) return uploadRules.resume.sizeMessage;
  return null;
}

/** The resume's type for the upload's metadata: the browser's, else from its extension. */
export function resumeFileType(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase();
  if (extension === 'pdf') return 'application/pdf';
  if (extension === 'doc') return 'application/msword';
  return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
}

/** A chosen File, or the saved resume's stored name (the profile's, sent as it is: nothing is uploaded). */
const resumeField = z.unknown().transform((value, ctx): File | string => {
  if (typeof value === 'string' && value.trim() !== '') return value;
  const file = firstFile(value);
  const problem = resumeProblem(file);
  if (problem || !file) {
    ctx.addIssue({ code: 'custom', message: problem ?? 'Resume is required' });
    return z.NEVER;
  }
  return file;
});

/** The user's own calendar, not the server's "today anywhere": the form holds the user to their date. */
const localDateField = (required: string) => z.string().min(1, required);

/** Where the browser holds another value than the payload, by payload key. */
export const applicationBrowserRules = {
  // The select gives '' for no position; the payload then leaves appliedFor out.
  appliedFor: { rule: z.string().optional() },
  passportExpiry: {
    rule: localDateField('Passport expiry date is required').refine(
      (value) => value > localTodayIso(),
      applicationMessages.passportExpiryFuture,
    ),
  },
  availableToStart: {
    rule: localDateField('Availability date is required').refine(
      (value) => value >= localTodayIso(),
      applicationMessages.availabilityPast,
    ),
  },
  // A File, uploaded (tus) as soon as it is chosen; the payload carries the uploaded file's path.
  resume: { rule: resumeField },
  // The privacy consent box starts unticked: the form holds a boolean, the payload only `true`.
  consent: { rule: z.boolean().pipe(consentField) },
};

/**
 * The application form: applicationFields under the spec's form names (careers-pages-profile §5
 * "Validation rules"), each validated by its payload rule except where the browser holds another value.
 */
export const applicationForm = defineFormOf(applicationFields, applicationBrowserRules);

const fieldsSchema = applicationForm.schema;

type DatedShape = { passport_expiry: z.ZodType<string>; availability_date: z.ZodType<string> };

/** Availability before the passport's expiry, once both dates are valid (the application's and the profile's form). */
export function datesInOrder<S extends z.ZodObject<DatedShape>>(schema: S) {
  return schema.refine(
    (values) => {
      const dates = values as { availability_date: string; passport_expiry: string };
      return dates.availability_date <= dates.passport_expiry;
    },
    {
      path: ['availability_date'],
      message: applicationMessages.availabilityAfterExpiry,
      when: onceValid(schema, ['passport_expiry', 'availability_date']),
    },
  );
}

/** The application form's rules, message for message as careers-pages-profile §5 "Validation rules" words them. */
export const applicationFormSchema = datesInOrder(fieldsSchema);

export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormValues = z.output<typeof applicationFormSchema>;

/** The profile's details form (/update-profile): the application form's fields kept on the profile, its rules and names. */
export const profileFormSchema = datesInOrder(applicationForm.schemaOf(applicationFields.profileKeys));

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;

export const emptyApplicationForm: ApplicationFormInput = applicationForm.empty;

/** The POST /apply-job body, from valid form values and the uploaded resume's path (or the saved one's name). */
export function toApplicationPayload(
  values: ApplicationFormValues,
  target: { jobId?: string },
  resumePath: string,
): ApplicationPayload {
  const { appliedFor, ...fields } = applicationForm.toPayload(values);
  return {
    ...(target.jobId ? { jobId: target.jobId } : appliedFor ? { appliedFor } : {}),
    ...fields,
    resume: typeof values.resume === 'string' ? values.resume : resumePath,
  };
}

/** The saved resume's name when the form sends it (no upload), else null. */
export const savedResumeOf = (values: Pick<ApplicationFormInput, 'resume'>) =>
  typeof values.resume === 'string' && values.resume !== '' ? values.resume : null;
