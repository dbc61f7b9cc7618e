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
    const { clientId, ...sent } = jobOpeningInputSchema.parse({ ...jobFormValues(undefined), ...typed });
    // The form names no client (null); a call may leave the key out: on a new opening both store none.
    expect(clientId).toBeNull();
    const { clientId: absent, ...leftOut } = jobOpeningInputSchema.parse(typed);
    expect(absent).toBeUndefined();
    expect(sent).toEqual(leftOut);
  });
});
