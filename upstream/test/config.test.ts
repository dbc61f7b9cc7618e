import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../src/config';
import { systemProgramDirs } from '../src/lib/system-program';
import { ffmpegRuns } from '../src/modules/uploads/ffmpeg';
import { buildTestApp } from './helpers/build-test-app';

/** What an upstream in shared mode must be given: its three secrets and an S3 store. */
const sharedEnv = {
  JWT_SECRET: 'j'.repeat(40),
  REVALIDATE_SECRET: 'r'.repeat(40),
  WEBSITE_SECRET: 'w'.repeat(40),
  S3_ENDPOINT: 'http://127.0.0.1:7480',
  S3_BUCKET: 'files',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

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
    expect(loadConfig({ ...sharedEnv, REDIS_URL: 'rediss://cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380/2',
    );
    expect(() => loadConfig({ ...sharedEnv, REDIS_URL: 'http://cache.internal' })).toThrowError(
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

  it('in shared mode (SHARED_MODE=on, REDIS_URL or S3_ENDPOINT) refuses to start without JWT_SECRET, REVALIDATE_SECRET and WEBSITE_SECRET, naming each', () => {
    const s3 = {
      S3_ENDPOINT: sharedEnv.S3_ENDPOINT,
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    for (const env of [{ SHARED_MODE: 'on' }, { REDIS_URL: 'redis://cache:6379' }, {}]) {
      expect(() => loadConfig({ ...env, ...s3 })).toThrowError(
        /\n- Shared mode \(.+\): these secrets must be set in the environment.*: JWT_SECRET, REVALIDATE_SECRET, WEBSITE_SECRET$/,
      );
    }
    expect(() => loadConfig({ ...sharedEnv, SHARED_MODE: 'on', WEBSITE_SECRET: '' })).toThrowError(/: WEBSITE_SECRET$/);
    expect(loadConfig({ ...sharedEnv, SHARED_MODE: 'on' }).JWT_SECRET).toBe('j'.repeat(40));
  });

  it('in shared mode refuses to keep files on its own disk (REDIS_URL or SHARED_MODE=on without S3_ENDPOINT), naming the S3 settings', () => {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, ...secrets } = sharedEnv;
    for (const env of [{ SHARED_MODE: 'on' }, { REDIS_URL: 'redis://cache:6379' }]) {
      expect(() => loadConfig({ ...secrets, ...env })).toThrowError(
        /^Invalid upstream configuration:\n- Shared mode \(.+\): files must live in an S3-compatible store every instance reads, not on this instance's disk: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY$/,
      );
    }
    const s3 = { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY };
    expect(loadConfig({ ...secrets, ...s3, REDIS_URL: 'redis://cache:6379' }).s3?.bucket).toBe('files');
  });

  it('lists every problem at once: invalid values, missing secrets and the missing store', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://cache:6379', UPSTREAM_PORT: 'abc' })).toThrowError(
      /UPSTREAM_PORT[\s\S]*: JWT_SECRET, REVALIDATE_SECRET, WEBSITE_SECRET\n[\s\S]*set S3_ENDPOINT/,
    );
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

  it('refuses a relative FFMPEG_PATH (it would be looked up through PATH), naming the folders searched when unset', () => {
    for (const relative of ['ffmpeg', 'bin/ffmpeg']) {
      expect(() => loadConfig({ FFMPEG_PATH: relative })).toThrowError(
        `FFMPEG_PATH: must be an absolute path (unset: looked up in ${systemProgramDirs.join(', ')}, never through PATH)`,
      );
    }
    expect(loadConfig({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' }).FFMPEG_PATH).toBe('/opt/ffmpeg/bin/ffmpeg');
  });

  it('never runs an ffmpeg planted in a node_modules/.bin on PATH (npm puts those first): unset, it is taken from the system folders', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'planted-ffmpeg-'));
    const bin = path.join(dir, 'node_modules', '.bin');
    const ran = path.join(dir, 'planted-ffmpeg-ran');
    await mkdir(bin, { recursive: true });
    await writeFile(path.join(bin, 'ffmpeg'), `#!/bin/sh\ntouch '${ran}'\n`);
    await chmod(path.join(bin, 'ffmpeg'), 0o755);
    const pathBefore = process.env.PATH;
    // As `npm start` runs it: PATH begins with node_modules/.bin folders.
    process.env.PATH = `${bin}${path.delimiter}${pathBefore}`;
    try {
      const { FFMPEG_PATH } = loadConfig({ PATH: process.env.PATH });
      expect(FFMPEG_PATH === undefined || systemProgramDirs.includes(path.dirname(FFMPEG_PATH))).toBe(true);
      await ffmpegRuns(FFMPEG_PATH);
      expect(existsSync(ran)).toBe(false);
    } finally {
      process.env.PATH = pathBefore;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('documents every variable it reads in .env.example', async () => {
    const example = await readFile(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    // NODE_ENV is Node's own convention, set by npm start and the test runners.
    const read = Object.keys(configSchema.shape).filter((name) => name !== 'NODE_ENV');
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });
});
