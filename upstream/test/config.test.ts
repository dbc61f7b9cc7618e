import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp } from './helpers/build-test-app';

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

  it('takes REDIS_URL only as redis:// or rediss://; unset (or empty) runs alone with no Redis', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_PREFIX).toBe('bayanihan:');
    const secret = { JWT_SECRET: 'j'.repeat(40) };
    expect(loadConfig({ ...secret, REDIS_URL: 'rediss://cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380/2',
    );
    expect(() => loadConfig({ ...secret, REDIS_URL: 'http://cache.internal' })).toThrowError(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
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

  it('in shared mode (SHARED_MODE=on, REDIS_URL or S3_ENDPOINT) refuses to start without JWT_SECRET, naming it', () => {
    for (const env of [
      { SHARED_MODE: 'on' },
      { REDIS_URL: 'redis://cache:6379' },
      { S3_ENDPOINT: 'https://s3.example' },
    ]) {
      expect(() => loadConfig(env)).toThrowError(
        /Shared mode \(.+\): these secrets must be set in the environment.*: JWT_SECRET$/,
      );
    }
    expect(loadConfig({ SHARED_MODE: 'on', JWT_SECRET: 'j'.repeat(40) }).JWT_SECRET).toBe('j'.repeat(40));
  });

  it('in shared mode signs with the given JWT_SECRET and writes no secret into DATA_DIR', async () => {
    const ctx = await buildTestApp({ seed: false, config: { SHARED_MODE: 'on', JWT_SECRET: 'j'.repeat(40) } });
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(await readdir(ctx.config.paths.dataDir)).not.toContain('jwt-secret');
    } finally {
      await ctx.close();
    }
  });
});
