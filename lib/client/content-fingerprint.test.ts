import { describe, expect, it } from 'vitest';
import { contentFingerprint, fingerprintEdgeBytes } from './content-fingerprint';

const bytes = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 251);

describe('contentFingerprint', () => {
  it('gives the same content the same name, whatever Blob holds it (a recording restored from IndexedDB)', async () => {
    const content = bytes(300_000, 1);
    expect(await contentFingerprint(new Blob([content]))).toBe(
      await contentFingerprint(new Blob([content.slice(0, 1000), content.slice(1000)])),
    );
  });

  it('tells apart recordings that differ in size, at the start or at the end', async () => {
    const content = bytes(300_000, 1);
    const names = new Set<string>();
    names.add(await contentFingerprint(new Blob([content])));
    names.add(await contentFingerprint(new Blob([content.slice(0, -1)])));
    const start = content.slice();
    start[10] = (start[10]! + 1) % 256;
    names.add(await contentFingerprint(new Blob([start])));
    const end = content.slice();
    end[end.length - 10] = (end[end.length - 10]! + 1) % 256;
    names.add(await contentFingerprint(new Blob([end])));
    expect(names.size).toBe(4);
  });

  it('names a file smaller than one edge by all of it, with its size', async () => {
    const name = await contentFingerprint(new Blob([bytes(fingerprintEdgeBytes / 2, 3)]));
    expect(name).toMatch(new RegExp(`^content-${fingerprintEdgeBytes / 2}-[0-9a-f]{64}$`));
  });
});
