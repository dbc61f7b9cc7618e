import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeBuildId } from './build-id.mjs';

let root: string;
const inputs = { folders: ['app', 'lib'], files: ['package-lock.json', 'next.config.ts'] };
const write = async (name: string, text: string) => {
  await mkdir(path.dirname(path.join(root, name)), { recursive: true });
  await writeFile(path.join(root, name), text);
};
const idOf = (env: Record<string, string> = {}) => computeBuildId(root, env, inputs);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'build-id-'));
  await write('package-lock.json', '{"lockfileVersion":3}');
  await write('next.config.ts', 'export default {};');
  await write('app/page.tsx', 'export default function Page() { return null; }');
  await write('lib/deep/util.ts', 'export const one = 1;');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the build id', () => {
  it('is the same for the same inputs, on every machine and run', async () => {
    const first = idOf();
    expect(first).toMatch(/^[0-9a-f]{20}$/);
    expect(idOf()).toBe(first);
    // Another checkout of the same sources (another path, other file times) gives the same id.
    const copy = root;
    root = await mkdtemp(path.join(tmpdir(), 'build-id-copy-'));
    await write('lib/deep/util.ts', 'export const one = 1;');
    await write('app/page.tsx', 'export default function Page() { return null; }');
    await write('next.config.ts', 'export default {};');
    await write('package-lock.json', '{"lockfileVersion":3}');
    expect(idOf()).toBe(first);
    await rm(copy, { recursive: true, force: true });
  });

  it('changes when a source file, the lock file, a file name or a NEXT_PUBLIC_ variable changes', async () => {
    const before = idOf();
    await write('lib/deep/util.ts', 'export const one = 2;');
    const edited = idOf();
    expect(edited).not.toBe(before);
    await write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    const locked = idOf();
    expect(locked).not.toBe(edited);
    await write('app/other.tsx', '');
    expect(idOf()).not.toBe(locked);
    expect(idOf({ NEXT_PUBLIC_SITE: 'a' })).not.toBe(idOf({ NEXT_PUBLIC_SITE: 'b' }));
    // Other variables do not reach the bundles.
    expect(idOf({ SECRET: 'a' })).toBe(idOf());
  });

  it('ignores files outside the inputs', async () => {
    const before = idOf();
    await write('README.md', 'notes');
    await write('upstream/src/app.ts', 'export {};');
    expect(idOf()).toBe(before);
  });
});
