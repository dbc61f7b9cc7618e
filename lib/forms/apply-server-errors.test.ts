import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/client/api-fetch';
import { applyServerErrors } from './apply-server-errors';

describe('applyServerErrors', () => {
  const failure = new ApiError(400, 'Validation failed', { fullName: 'Name is required', jobId: 'Unknown job' });

  it('sets each server message on the field it maps to, and skips keys the form has no field for', () => {
    const setError = vi.fn();
    applyServerErrors({ setError }, failure, (key) => (key === 'fullName' ? 'full_name' : undefined));
    expect(setError.mock.calls).toEqual([['full_name', { message: 'Name is required' }]]);
  });

  it('uses the payload keys as they are when the form has the same names', () => {
    const setError = vi.fn();
    applyServerErrors({ setError }, failure);
    expect(setError.mock.calls.map(([name]) => name)).toEqual(['fullName', 'jobId']);
  });

  it('ignores failures that are not answers of the API', () => {
    const setError = vi.fn();
    applyServerErrors({ setError }, new TypeError('Failed to fetch'));
    expect(setError).not.toHaveBeenCalled();
  });
});
