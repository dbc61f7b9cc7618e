import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('config', () => {
  it('has working defaults: port 4000, ./data, embedded database', () => {
    const config = loadConfig({});
    expect(config.UPSTREAM_PORT).toBe(4000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.paths.pglite).toBe(path.resolve('data', 'pglite'));
  });

  it('fails with one message listing every invalid variable', () => {
    expect(() => loadConfig({ UPSTREAM_PORT: 'abc', DATABASE_URL: 'mysql://x', SEED: 'sometimes' })).toThrowError(
      /UPSTREAM_PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*SEED/,
    );
  });

  it('reads UPSTREAM_TRUSTED_PROXIES as a list of addresses and ranges, and refuses anything else', () => {
    expect(loadConfig({ UPSTREAM_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1' }).UPSTREAM_TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(loadConfig({}).UPSTREAM_TRUSTED_PROXIES).toEqual([]);
    expect(() => loadConfig({ UPSTREAM_TRUSTED_PROXIES: '10.0.0.0/33,proxy.local' })).toThrowError(
      /UPSTREAM_TRUSTED_PROXIES/,
    );
    expect(() => loadConfig({ WEBSITE_SECRET: 'short' })).toThrowError(/WEBSITE_SECRET: must be at least 32/);
  });
});
