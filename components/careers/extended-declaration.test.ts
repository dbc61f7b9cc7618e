import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminApplicationRowSchemaOf } from '@/lib/contracts/applications/staff';
import { answerShapeOf } from '@/lib/contracts/core/define-fields';
import { extendedApplicationFields as extended } from '@/lib/contracts/applications/fixtures/extended-application-fields';
import { validApplicationBody } from '@/lib/contracts/applications/fixtures/application-body';
import { candidateCardSchemaOf } from '@/lib/contracts/shortlists/shortlist';
import { defineFormOf } from '@/lib/forms/define-form';
import { applicationBrowserRules, datesInOrder } from './application-form-schema';

// Three fields added to a copy of applicationFields (the fixture): each place must take them from the
// declaration alone. The upstream's own places (query, presenters, CSV) are checked in its test of the same copy.
const body = {
  ...validApplicationBody({
    email: 'maria@example.com',
    resume: 'r.pdf',
    video: 'v.webm',
    preferredLocation: crypto.randomUUID(),
  }),
  uniformSize: 'M',
};
const form = defineFormOf(extended, applicationBrowserRules);

describe('an optional number added to the declaration', () => {
  it('is optional in the payload, kept as null when missing, and checked against its limits', () => {
    expect(extended.schema.parse(body).yearsInUaeBefore).toBeNull();
    expect(extended.schema.parse({ ...body, yearsInUaeBefore: null }).yearsInUaeBefore).toBeNull();
    expect(extended.schema.parse({ ...body, yearsInUaeBefore: 5 }).yearsInUaeBefore).toBe(5);
    const tooMany = extended.schema.safeParse({ ...body, yearsInUaeBefore: 31 });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(['Years in the UAE must be at most 30']);
  });

  it('is read from the form’s text without an override: blank is no value, "5" is 5', () => {
    const field = form.schema.shape.years_in_uae_before;
    expect(form.empty.years_in_uae_before).toBe('');
    expect(field.parse('')).toBeUndefined();
    expect(field.parse('5')).toBe(5);
    expect(field.safeParse('2.5').error?.issues[0]?.message).toBe('Years in the UAE must be a whole number');
    expect(field.safeParse('31').error?.issues[0]?.message).toBe('Years in the UAE must be at most 30');
    expect(form.labels.years_in_uae_before).toBe('Years in the UAE before');
  });

  it('is answered to staff, null included, on the detail and in the list’s row that the CSV writes', () => {
    const detail = adminApplicationRowSchemaOf(extended).extend(extended.staffShape).shape;
    expect(detail.yearsInUaeBefore.parse(null)).toBeNull();
    expect(detail.yearsInUaeBefore.parse(4)).toBe(4);
    expect(extended.staff.map((field) => field.label)).toContain('Years in the UAE before');
    expect(extended.csv.map(({ key, header }) => [key, header]).at(-1)).toEqual([
      'yearsInUaeBefore',
      'Years in the UAE before',
    ]);
  });
});

describe('a text added to the employer’s card', () => {
  it('is in the card’s schema, after the declared facts before it (card-fact-text.test.ts reads it)', () => {
    const card = candidateCardSchemaOf(extended);
    expect(card.shape.otherLanguages.parse('Arabic, Tagalog')).toBe('Arabic, Tagalog');
    expect(extended.card.map((field) => field.label)).toEqual([
      'Experience',
      'Previous job title',
      'Education',
      'English',
      'Preferred location',
      'Available from',
      'Other languages',
    ]);
  });

  it('stays off the staff list’s row and the profile, which it does not name', () => {
    expect(adminApplicationRowSchemaOf(extended).shape).not.toHaveProperty('otherLanguages');
    expect(extended.profileKeys).not.toContain('otherLanguages');
  });
});

describe('a field added to the candidate’s profile', () => {
  it('is among the profile’s keys, its answer and what staff see of it', () => {
    expect(extended.profileKeys).toContain('uniformSize');
    expect(z.object(answerShapeOf(extended, extended.profileKeys)).shape.uniformSize.parse('L')).toBe('L');
    expect(extended.profileShape).toHaveProperty('uniformSize');
  });

  it('is in the profile’s form under its form name, with its rule', () => {
    const profileForm = datesInOrder(form.schemaOf(extended.profileKeys));
    expect(Object.keys(profileForm.shape)).toContain('uniform_size');
    expect(profileForm.shape.uniform_size.safeParse('').error?.issues[0]?.message).toBe('Uniform size is required');
  });
});
