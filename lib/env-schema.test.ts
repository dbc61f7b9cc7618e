import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { websiteEnvSchema } from './env-schema';

describe("the website's environment", () => {
  it('documents every variable it reads in .env.example', async () => {
    const example = await readFile(path.resolve(import.meta.dirname, '../.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect(Object.keys(websiteEnvSchema.shape).filter((name) => !documented.has(name))).toEqual([]);
  });
});
