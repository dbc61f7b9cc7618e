import { describe, expect, it } from 'vitest';
import { applicationPayloadSchema, consentMessages, localTodayIso } from '@/lib/contracts';
import {
  applicationForm,
  applicationFormSchema,
  emptyApplicationForm,
  savedResumeOf,
  toApplicationPayload,
  type ApplicationFormInput,
} from './application-form-schema';

const positionId = '6f1c2a0e-8d7b-4c1e-9a55-3b2f4d6e8a10';
const locationId = '0b9e7d4c-2a1f-4e3d-8c5b-6a7f8e9d0c1b';
const inDays = (days: number) => {
  const now = new Date();
  return localTodayIso(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
};
const resume = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

const valid: ApplicationFormInput = {
  full_name: 'Maria Santos',
  email: 'Maria@Example.com',
  phone: '971501234567',
  position_applied: positionId,
  experience_years: '4',
  previous_job_title: 'Waitress',
  education_level: 'college',
  english_proficiency: 'fluent',
  passport_number: 'p1234567',
  passport_expiry: inDays(400),
  preferred_location: locationId,
  availability_date: inDays(30),
  notes: '',
  resume,
  video: 'videos/intro.webm',
  consent: true,
  save_to_profile: true,
};

/** The first message per field, as the form shows it. */
function messages(input: Partial<ApplicationFormInput>) {
  const result = applicationFormSchema.safeParse({ ...valid, ...input });
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('the application form schema', () => {
  it('accepts a complete application', () => {
    expect(messages({})).toEqual({});
  });

  it('names every missing required field with the spec message', () => {
    expect(messages(emptyApplicationForm)).toEqual({
      full_name: 'Full Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      experience_years: 'Experience is required',
      education_level: 'Education level is required',
      english_proficiency: 'English proficiency is required',
      passport_number: 'Passport number is required',
      passport_expiry: 'Passport expiry date is required',
      preferred_location: 'Preferred location is required',
      availability_date: 'Availability date is required',
      resume: 'Resume is required',
      video: 'Please record a short video introduction.',
      consent: consentMessages.required,
    });
  });

  it('explains badly formed values', () => {
    expect(
      messages({
        full_name: 'M',
        email: 'maria@example',
        phone: '12-34',
        experience_years: 'four',
        passport_number: 'P-1',
        notes: 'x'.repeat(501),
        resume: new File(['x'], 'cv.txt'),
      }),
    ).toEqual({
      full_name: 'Full Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone must be 7–15 digits',
      experience_years: 'Experience must be a number',
      passport_number: 'Invalid passport number — must be 5–10 letters or digits',
      notes: 'Notes cannot exceed 500 characters',
      resume: 'Only PDF or DOC files are allowed',
    });
  });

  it('holds experience and dates to their limits', () => {
    expect(
      messages({ experience_years: '51', passport_expiry: localTodayIso(), availability_date: inDays(-1) }),
    ).toEqual({
      experience_years: 'Experience seems too high',
      passport_expiry: 'Passport expiry must be from tomorrow onwards',
      availability_date: 'Availability date cannot be in the past',
    });
    expect(messages({ experience_years: '-1' })).toEqual({ experience_years: 'Experience cannot be negative' });
    expect(messages({ experience_years: '2.5' })).toEqual({ experience_years: 'Experience must be a number' });
  });

  it('wants the start date before the passport expires, even while other fields are wrong', () => {
    expect(messages({ full_name: '', passport_expiry: inDays(10), availability_date: inDays(20) })).toEqual({
      full_name: 'Full Name is required',
      availability_date: 'Availability date must be before passport expiry',
    });
  });

  it('collects every error at once when the experience is a decimal, the dates order among them', () => {
    expect(
      messages({ experience_years: '4.5', consent: false, passport_expiry: inDays(10), availability_date: inDays(20) }),
    ).toEqual({
      experience_years: 'Experience must be a number',
      consent: consentMessages.required,
      availability_date: 'Availability date must be before passport expiry',
    });
  });
});

describe('the application payload', () => {
  const values = applicationFormSchema.parse(valid);

  it('renames the form fields to the contract keys, with the uploaded resume path', () => {
    expect(toApplicationPayload(values, {}, 'resumes/cv.pdf')).toEqual({
      appliedFor: positionId,
      name: 'Maria Santos',
      email: 'maria@example.com',
      phone: '971501234567',
      resume: 'resumes/cv.pdf',
      video: 'videos/intro.webm',
      englishProficiency: 'fluent',
      experienceInYears: 4,
      previousJobTitle: 'Waitress',
      education: 'college',
      passportNumber: 'P1234567',
      passportExpiry: inDays(400),
      preferredLocation: locationId,
      availableToStart: inDays(30),
      notes: '',
      consent: true,
      saveToProfile: true,
    });
  });

  it('sends the saved resume’s name when the candidate keeps it (nothing uploaded)', () => {
    const kept = applicationFormSchema.parse({ ...valid, resume: 'saved-cv.pdf' });
    expect(savedResumeOf({ resume: 'saved-cv.pdf' })).toBe('saved-cv.pdf');
    expect(savedResumeOf({ resume: resume })).toBeNull();
    expect(toApplicationPayload(kept, {}, '').resume).toBe('saved-cv.pdf');
  });

  it('sends the opening instead of the position when applying to one, and neither for a general application', () => {
    const forJob = toApplicationPayload(values, { jobId: 'job-1' }, 'r.pdf');
    expect(forJob.jobId).toBe('job-1');
    expect(forJob).not.toHaveProperty('appliedFor');
    const general = toApplicationPayload({ ...values, position_applied: '' }, {}, 'r.pdf');
    expect(general).not.toHaveProperty('appliedFor');
    expect(general).not.toHaveProperty('jobId');
  });

  it("gives the server's contract every error at once too, the dates order with a decimal experience", () => {
    const sent = { ...toApplicationPayload(values, {}, 'r.pdf'), experienceInYears: 4.5, name: '' };
    const late = { ...sent, passportExpiry: inDays(10), availableToStart: inDays(20) };
    const first: Record<string, string> = {};
    for (const issue of applicationPayloadSchema.safeParse(late).error?.issues ?? [])
      first[issue.path.join('.')] ??= issue.message;
    expect(first).toEqual({
      name: 'Full Name is required',
      experienceInYears: 'Experience must be a number',
      availableToStart: 'Availability date must be before passport expiry',
    });
  });

  it('passes what it sends through the contract the server checks', () => {
    const sent = toApplicationPayload(values, {}, 'resumes/cv.pdf');
    expect(applicationPayloadSchema.safeParse(sent).success).toBe(true);
  });

  it("puts the server's field errors on the form's fields and drops keys it has no field for", () => {
    expect(
      applicationForm.fromServerErrors({
        name: 'Full Name is required',
        experienceInYears: 'Experience seems too high',
        availableToStart: 'Availability date must be before passport expiry',
        appliedFor: 'Please choose a valid position',
        jobId: 'This job opening does not exist.',
      }),
    ).toEqual({
      full_name: 'Full Name is required',
      experience_years: 'Experience seems too high',
      availability_date: 'Availability date must be before passport expiry',
      position_applied: 'Please choose a valid position',
    });
  });

  it('has a field for every key of the contract but the opening', () => {
    const keys = Object.keys(applicationPayloadSchema.shape).filter((key) => key !== 'jobId');
    expect(keys.filter((key) => !applicationForm.fieldOf(key))).toEqual([]);
  });
});
