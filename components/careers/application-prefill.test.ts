import { describe, expect, it } from 'vitest';
import type { CandidateProfile } from '@/lib/contracts/candidates/profile';
import { emptyApplicationForm } from './application-form-schema';
import { prefilledValues, savedVideoLabel } from './application-prefill';

const user = { name: 'Maria Santos', email: 'maria@example.com', phone: '09171234567' };
const profile: CandidateProfile = {
  details: {
    preferredLocation: 'loc-1',
    experienceInYears: 5,
    previousJobTitle: 'Waitress',
    education: 'college',
    englishProficiency: 'fluent',
    passportNumber: 'P1234567',
    passportExpiry: '2027-06-01',
    availableToStart: '2026-12-01',
  },
  resume: { file: 'r.pdf', name: 'cv.pdf', savedAt: '2026-10-12T08:00:00.000Z' },
  video: { file: 'v.webm', name: 'video.webm', savedAt: '2026-10-12T08:00:00.000Z', durationSeconds: 62 },
};

describe('prefilledValues', () => {
  it('fills the account’s contacts and nothing else without a profile, the save box ticked', () => {
    const values = prefilledValues(user, undefined, '2026-11-26');
    expect(values).toEqual({ ...emptyApplicationForm, full_name: user.name, email: user.email, phone: user.phone });
    expect(values.save_to_profile).toBe(true);
  });

  it('fills every detail and the saved files under the form’s names', () => {
    expect(prefilledValues(user, profile, '2026-11-26')).toMatchObject({
      full_name: 'Maria Santos',
      preferred_location: 'loc-1',
      experience_years: '5',
      previous_job_title: 'Waitress',
      education_level: 'college',
      english_proficiency: 'fluent',
      passport_number: 'P1234567',
      passport_expiry: '2027-06-01',
      availability_date: '2026-12-01',
      resume: 'r.pdf',
      video: 'v.webm',
      consent: false,
      notes: '',
    });
  });

  it('drops a past availability and a passport expiring by today', () => {
    const values = prefilledValues(user, profile, '2026-12-02');
    expect(values.availability_date).toBe('');
    expect(prefilledValues(user, profile, '2027-06-01').passport_expiry).toBe('');
    expect(prefilledValues(user, profile, '2027-05-31').passport_expiry).toBe('2027-06-01');
    expect(prefilledValues(user, profile, '2026-12-01').availability_date).toBe('2026-12-01');
  });
});

describe('savedVideoLabel', () => {
  it('says the length and the day recorded, or only the day before the length is known', () => {
    expect(savedVideoLabel(profile.video!)).toBe('Use my saved video (1:02, recorded 12 Oct)');
    expect(savedVideoLabel({ ...profile.video!, durationSeconds: null })).toBe('Use my saved video (recorded 12 Oct)');
  });
});
