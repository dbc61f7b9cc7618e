import { describe, expect, it } from 'vitest';
import { isRetriableStatus, retryDelays } from './resumable-upload';

describe('the resumable upload client', () => {
  it('keeps trying through an outage of at least 30 s', () => {
    expect(retryDelays.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(30_000);
    expect(retryDelays[0]).toBe(0);
  });

  it('retries lost connections, server errors, locks and offset conflicts, but not a refused file', () => {
    for (const status of [0, 500, 502, 503, 409, 423, 429])
      expect(isRetriableStatus(status), String(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 415]) expect(isRetriableStatus(status), String(status)).toBe(false);
  });
});
