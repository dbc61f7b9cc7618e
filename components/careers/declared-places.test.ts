import { describe, expect, it } from 'vitest';
import { adminApplicationRowSchema } from '@/lib/contracts/applications/staff';
import { applicationFields } from '@/lib/contracts/applications/fields';
import type { FieldDeclaration } from '@/lib/contracts/core/define-fields';
import {
  candidateProfileDetailsSchema,
  candidateProfileKeys,
  candidateProfileSchema,
} from '@/lib/contracts/candidates/profile';
import { candidateCardSchema } from '@/lib/contracts/shortlists/shortlist';
import { talentPoolRowSchema } from '@/lib/contracts/candidates/talent-pool';
import { profileFormSchema } from './application-form-schema';

// Each place holds every field whose declaration names it: a place listed by hand again fails here.
const declared: [string, FieldDeclaration][] = Object.entries(applicationFields.fields);
const keysWhere = (test: (field: FieldDeclaration) => boolean) =>
  declared.filter(([, field]) => test(field)).map(([key]) => key);

describe('the places applicationFields names', () => {
  it('puts every field declared `employer` on the card’s schema, and none declared never', () => {
    const card = Object.keys(candidateCardSchema.shape);
    const shown = keysWhere((field) => typeof field.employer === 'object');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((key) => !card.includes(key))).toEqual([]);
    const never = keysWhere((field) => field.employer === 'never');
    expect(never).toEqual(expect.arrayContaining(['email', 'phone', 'passportNumber']));
    expect(never.filter((key) => card.includes(key))).toEqual([]);
  });

  it('puts every field declared `csv` in the staff list’s row', () => {
    const row = Object.keys(adminApplicationRowSchema.shape);
    const written = keysWhere((field) => field.csv !== undefined);
    expect(written.length).toBeGreaterThan(0);
    expect(written.filter((key) => !row.includes(key))).toEqual([]);
  });

  it('keeps every field declared `profile` in the profile’s keys, body, answer, form and the pool’s row', () => {
    const kept = keysWhere((field) => field.profile === true);
    expect([...candidateProfileKeys]).toEqual(kept);
    expect(Object.keys(candidateProfileDetailsSchema.shape)).toEqual(expect.arrayContaining(kept));
    expect(Object.keys(candidateProfileSchema.shape.details.unwrap().shape)).toEqual(kept);
    const formNames = kept.map((key) => new Map(declared).get(key)!.form);
    expect(Object.keys(profileFormSchema.shape).sort()).toEqual([...formNames].sort());
    const seen = keysWhere((field) => field.profile === true && !field.masked);
    expect(Object.keys(talentPoolRowSchema.shape)).toEqual(expect.arrayContaining(seen));
  });
});
