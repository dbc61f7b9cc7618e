import { describe, expect, it } from 'vitest';
import {
  type SharedProcess,
  sharedModeErrors,
  sharedModeReason,
  upstreamSecretNames,
  websiteSecretNames,
} from './shared-mode.mjs';

const both = ['website', 'upstream'] as const;
const secret = 'x'.repeat(40);
const s3 = { S3_ENDPOINT: 'https://s3.example', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
const storageError =
  "files must live in an S3-compatible store every instance reads, not on this instance's disk: " +
  'set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';

describe('shared mode', () => {
  it('is off with none of SHARED_MODE, REDIS_URL or S3_ENDPOINT set, and then asks for no secret', () => {
    expect(sharedModeReason({})).toBeUndefined();
    expect(sharedModeReason({ SHARED_MODE: 'off', REDIS_URL: '' })).toBeUndefined();
    expect(sharedModeErrors({}, both)).toEqual([]);
  });

  it('is on with SHARED_MODE=on, REDIS_URL or S3_ENDPOINT, naming why', () => {
    expect(sharedModeReason({ SHARED_MODE: 'on' })).toBe('SHARED_MODE=on');
    expect(sharedModeReason({ REDIS_URL: 'redis://cache:6379' })).toBe('REDIS_URL is set');
    expect(sharedModeReason({ S3_ENDPOINT: 'https://s3.example' })).toBe('S3_ENDPOINT is set');
  });

  it('lists every missing secret in one error, each once, empty values counted as missing', () => {
    const errors = sharedModeErrors(
      { REDIS_URL: 'redis://cache:6379', REVALIDATE_SECRET: secret, JWT_SECRET: '', ...s3 },
      both,
    );
    expect(errors).toEqual([
      'Shared mode (REDIS_URL is set): these secrets must be set in the environment, the same on every instance ' +
        '(none is generated into DATA_DIR): SESSION_SECRET, WEBSITE_SECRET, JWT_SECRET',
    ]);
  });

  it("names each process's own secrets: the website's three, and the upstream's JWT_SECRET, REVALIDATE_SECRET and WEBSITE_SECRET", () => {
    const error = (processes: SharedProcess[]) => sharedModeErrors({ SHARED_MODE: 'on', ...s3 }, processes)[0];
    expect(error(['website'])).toMatch(/: SESSION_SECRET, REVALIDATE_SECRET, WEBSITE_SECRET$/);
    expect(error(['upstream'])).toMatch(/: JWT_SECRET, REVALIDATE_SECRET, WEBSITE_SECRET$/);
  });

  it('refuses an upstream that would keep its files on its own disk (no S3_ENDPOINT); a website stores none', () => {
    const secrets = Object.fromEntries([...websiteSecretNames, ...upstreamSecretNames].map((name) => [name, secret]));
    const env = { REDIS_URL: 'redis://cache:6379', ...secrets };
    expect(sharedModeErrors(env, ['upstream'])).toEqual([`Shared mode (REDIS_URL is set): ${storageError}`]);
    expect(sharedModeErrors(env, ['website'])).toEqual([]);
    expect(sharedModeErrors({ ...env, ...s3 }, ['upstream'])).toEqual([]);
  });

  it('asks nothing more once all four secrets and the S3 store are set', () => {
    const env = Object.fromEntries([...websiteSecretNames, ...upstreamSecretNames].map((name) => [name, secret]));
    expect(sharedModeErrors({ SHARED_MODE: 'on', ...env, ...s3 }, both)).toEqual([]);
  });
});
