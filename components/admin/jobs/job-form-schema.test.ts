import { describe, expect, it } from 'vitest';
import { jobOpeningDefaults, jobOpeningInputSchema } from '@/lib/contracts';
import { jobFormValues } from './job-form-schema';

describe('jobFormValues', () => {
  it('starts a new opening blank, with the declared defaults (icon, tag, kind, flags)', () => {
    expect(jobFormValues(undefined)).toMatchObject({
      title: '',
      companyName: '',
      locations: [],
      ...jobOpeningDefaults,
    });
  });

  it('sends for the untouched fields of a new opening what a call leaving them out gets', () => {
    const typed = { title: 'Waiter', companyName: 'Marina Pearl Resort', locations: [crypto.randomUUID()] };
    expect(jobOpeningInputSchema.parse({ ...jobFormValues(undefined), ...typed })).toEqual(
      jobOpeningInputSchema.parse(typed),
    );
  });
});
