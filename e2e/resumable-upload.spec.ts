import { expect, test } from '@playwright/test';
import { resumableUpload } from '../lib/contracts/uploads/resumable';
import { e2eBaseUrl } from '../playwright.config';
import { signUpAndLogIn, uniqueEmail } from './support/accounts';

/** A WebM (EBML header with DocType webm) of `bytes` bytes. */
const webmOf = (bytes: number) => {
  const head = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 7)]);
};
const b64 = (text: string) => Buffer.from(text).toString('base64');
const tus = { 'tus-resumable': '1.0.0', origin: e2eBaseUrl };

test('a video sent in 512 KB chunks through the website arrives whole, and a cross-site chunk is refused', async ({
  page,
}) => {
  await signUpAndLogIn(page, 'Candidate', uniqueEmail('tus'));
  const video = webmOf(1_200_000);

  const created = await page.request.post(resumableUpload.browserEndpoint, {
    headers: {
      ...tus,
      'upload-length': String(video.length),
      'upload-metadata': `kind ${b64('video')},filename ${b64('intro.webm')},filetype ${b64('video/webm')}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = created.headers().location!;
  expect(location).toMatch(/^\/api\/upload\/tus\/[0-9a-f]{32}$/);

  const patch = (offset: number, headers: Record<string, string> = {}) =>
    page.request.patch(location, {
      headers: {
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        ...headers,
      },
      data: video.subarray(offset, offset + resumableUpload.chunkBytes),
    });

  const crossSite = await patch(0, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
  expect(crossSite.status()).toBe(403);
  expect((await page.request.head(location, { headers: tus })).headers()['upload-offset']).toBe('0');

  let last;
  for (let offset = 0; offset < video.length; offset += resumableUpload.chunkBytes) {
    last = await patch(offset);
    expect(last.status()).toBe(204);
    expect(last.headers()['upload-offset']).toBe(String(Math.min(offset + resumableUpload.chunkBytes, video.length)));
  }
  const storedPath = last!.headers()[resumableUpload.resultHeader.toLowerCase()];
  expect(storedPath).toMatch(/^[0-9a-f-]{36}\.webm$/);

  const head = await page.request.head(location, { headers: tus });
  expect(head.status()).toBe(200);
  expect(head.headers()[resumableUpload.resultHeader.toLowerCase()]).toBe(storedPath);
  expect(head.headers()['upload-offset']).toBe(String(video.length));

  const stored = await page.request.get(`/api/files/${storedPath}`);
  expect(stored.status()).toBe(200);
  expect(Buffer.compare(await stored.body(), video)).toBe(0);
});
