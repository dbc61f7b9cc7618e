import { describe, expect, it } from 'vitest';
import { sharedModeReason, sharedSecretsError, upstreamSecretNames, websiteSecretNames } from './shared-mode.mjs';

const all = [...websiteSecretNames, ...upstreamSecretNames];
const secret = 'x'.repeat(40);

describe('shared mode', () => {
  it('is off with none of SHARED_MODE, REDIS_URL or S3_ENDPOINT set, and then asks for no secret', () => {
    expect(sharedModeReason({})).toBeUndefined();
    expect(sharedModeReason({ SHARED_MODE: 'off', REDIS_URL: '' })).toBeUndefined();
    expect(sharedSecretsError({}, all)).toBeUndefined();
  });

  it('is on with SHARED_MODE=on, REDIS_URL or S3_ENDPOINT, naming why', () => {
    expect(sharedModeReason({ SHARED_MODE: 'on' })).toBe('SHARED_MODE=on');
    expect(sharedModeReason({ REDIS_URL: 'redis://cache:6379' })).toBe('REDIS_URL is set');
    expect(sharedModeReason({ S3_ENDPOINT: 'https://s3.example' })).toBe('S3_ENDPOINT is set');
  });

  it('lists every missing secret in one error, empty values counted as missing', () => {
    const error = sharedSecretsError(
      { REDIS_URL: 'redis://cache:6379', REVALIDATE_SECRET: secret, JWT_SECRET: '' },
      all,
    );
    expect(error).toBe(
      'Shared mode (REDIS_URL is set): these secrets must be set in the environment, the same on every instance ' +
        '(none is generated into DATA_DIR): SESSION_SECRET, WEBSITE_SECRET, JWT_SECRET',
    );
  });

  it('asks nothing more once all four are set', () => {
    const env = Object.fromEntries(all.map((name) => [name, secret]));
    expect(sharedSecretsError({ SHARED_MODE: 'on', ...env }, all)).toBeUndefined();
  });
});
