import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileMethodRejection, listPublicFiles, readOnlyMessage } from './public-files';

describe('the public files and the methods they take', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'favicon.ico'), 'x');
  writeFileSync(path.join(dir, 'images', 'logo.png'), 'x');
  const files = listPublicFiles(dir);

  it('lists every file under the folder by its address', () => {
    expect([...files].sort()).toEqual(['/favicon.ico', '/images/logo.png']);
  });

  it('answers any method but GET and HEAD on a file with 405 and the methods it takes', () => {
    for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(fileMethodRejection(method, '/favicon.ico', files)).toEqual({
        status: 405,
        message: readOnlyMessage,
        headers: { allow: 'GET, HEAD' },
      });
    }
    expect(fileMethodRejection('POST', '/images/logo%2Epng', files)?.status).toBe(405);
    expect(fileMethodRejection('DELETE', '/_next/static/chunks/app.js', files)?.status).toBe(405);
  });

  it('lets reads of files through, and leaves other addresses to the site', () => {
    expect(fileMethodRejection('GET', '/favicon.ico', files)).toBeNull();
    expect(fileMethodRejection('HEAD', '/images/logo.png', files)).toBeNull();
    expect(fileMethodRejection('POST', '/contact', files)).toBeNull();
    expect(fileMethodRejection('OPTIONS', '/api/job-opening', files)).toBeNull();
  });
});
