import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { createUpload, headUpload, patchUpload, tusVersion } from '../../helpers/tus';
import { chunk, privateFilesIn, resultHeader, resumableUploadsWorld, webmOf } from './resumable-uploads-world';

const { ctx } = await resumableUploadsWorld();
afterAll(() => ctx.close());

describe('resumable uploads (tus): interrupted and concurrent chunks', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  /** Sends the first `sent` bytes of a PATCH that announced `chunkBody.length`, then drops the connection. */
  function droppedPatch(account: TestAccount, location: string, offset: number, chunkBody: Buffer, sent: number) {
    return new Promise<void>((resolve) => {
      const req = httpRequest(`${baseUrl}${location}`, {
        method: 'PATCH',
        headers: {
          ...tusVersion,
          ...account.auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(chunkBody.length),
        },
      });
      req.on('error', () => resolve());
      req.on('response', () => resolve());
      req.write(chunkBody.subarray(0, sent), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
    });
  }

  it('keeps the bytes of a chunk cut short, and the resume sends only the rest for a byte-identical file', async () => {
    const candidate = await createAccount(ctx, 'User');
    const video = webmOf(1_000_000, 3);
    const location = (await createUpload(ctx, candidate, video.length)).headers.location as string;
    await droppedPatch(candidate, location, 0, video.subarray(0, chunk), 200_000);

    let offset = 0;
    await expect
      .poll(async () => {
        offset = Number((await headUpload(ctx, candidate, location)).headers['upload-offset']);
        return offset;
      })
      .toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(200_000);

    let last;
    for (; offset < video.length; offset += chunk) {
      last = await patchUpload(ctx, candidate, location, offset, video.subarray(offset, offset + chunk));
      expect(last.statusCode).toBe(204);
      offset = Number(last.headers['upload-offset']) - chunk;
    }
    const storedPath = last!.headers[resultHeader] as string;
    expect((await readFile(path.join(ctx.config.paths.privateUploads, storedPath))).equals(video)).toBe(true);
  });

  it('lets one of two PATCHes at the same offset write, refuses the other, and the file stays intact', async () => {
    const candidate = await createAccount(ctx, 'User');
    const video = webmOf(2 * chunk + 1000, 5);
    const other = webmOf(2 * chunk + 1000, 9);
    const location = (await createUpload(ctx, candidate, video.length)).headers.location as string;
    const [a, b] = await Promise.all([
      patchUpload(ctx, candidate, location, 0, video.subarray(0, chunk)),
      patchUpload(ctx, candidate, location, 0, other.subarray(0, chunk)),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(204);
    expect([409, 423]).toContain(statuses[1]);
    const winner = a.statusCode === 204 ? video : other;

    let last;
    for (let offset = chunk; offset < winner.length; offset += chunk) {
      last = await patchUpload(ctx, candidate, location, offset, winner.subarray(offset, offset + chunk));
      expect(last.statusCode).toBe(204);
    }
    const storedPath = last!.headers[resultHeader] as string;
    expect((await readFile(path.join(ctx.config.paths.privateUploads, storedPath))).equals(winner)).toBe(true);
    expect((await privateFilesIn(ctx)).filter((name) => name === storedPath)).toHaveLength(1);
  });
});
