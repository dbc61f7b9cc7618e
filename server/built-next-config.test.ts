import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptBuiltNextConfig } from './built-next-config';

const variable = '__NEXT_PRIVATE_STANDALONE_CONFIG';

describe('adoptBuiltNextConfig', () => {
  let dir: string;
  let before: string | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'built-config-'));
    before = process.env[variable];
    delete process.env[variable];
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    if (before === undefined) delete process.env[variable];
    else process.env[variable] = before;
  });

  it('hands Next the config the build resolved, so it does not compile next.config.ts again', () => {
    mkdirSync(path.join(dir, '.next'));
    const config = { poweredByHeader: false, reactStrictMode: true, distDir: '.next' };
    writeFileSync(path.join(dir, '.next', 'required-server-files.json'), JSON.stringify({ version: 1, config }));
    adoptBuiltNextConfig(dir);
    expect(JSON.parse(process.env[variable] ?? 'null')).toEqual(config);
  });

  it('leaves Next to read next.config.ts when there is no build', () => {
    adoptBuiltNextConfig(dir);
    expect(process.env[variable]).toBeUndefined();
  });

  it('keeps a config already given', () => {
    mkdirSync(path.join(dir, '.next'));
    writeFileSync(path.join(dir, '.next', 'required-server-files.json'), JSON.stringify({ config: { a: 1 } }));
    process.env[variable] = '{"b":2}';
    adoptBuiltNextConfig(dir);
    expect(process.env[variable]).toBe('{"b":2}');
  });
});
