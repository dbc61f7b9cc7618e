import { resumableUpload, type ResumableUploadKind } from '@contracts/uploads/resumable';
import type { TestAccount } from './accounts';
import type { TestContext } from './build-test-app';

export const tusPath = `/api${resumableUpload.upstreamPath}`;
export const tusVersion = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** An Upload-Metadata value as tus-js-client writes it. */
export function tusMetadata(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');
}

/** The headers of every tus request, as `account` (none: a visitor), with `extra`. */
const headersOf = (account: TestAccount | undefined, extra: Record<string, string> = {}) => ({
  ...tusVersion,
  ...account?.auth,
  ...extra,
});

/** POST: creates an upload of `length` bytes (sending `payload` with it, if given); answers the inject response. */
export function createUpload(
  ctx: TestContext,
  account: TestAccount | undefined,
  length: number,
  kind: ResumableUploadKind | string = 'video',
  extra: Record<string, string> = {},
  payload?: Buffer,
) {
  return ctx.app.inject({
    method: 'POST',
    url: tusPath,
    headers: headersOf(account, {
      'upload-length': String(length),
      'upload-metadata': tusMetadata({ kind, filename: `intro.${kind === 'resume' ? 'pdf' : 'webm'}` }),
      ...extra,
    }),
    ...(payload ? { payload } : {}),
  });
}

/** PATCH: sends `chunk` at `offset`. */
export function patchUpload(
  ctx: TestContext,
  account: TestAccount | undefined,
  location: string,
  offset: number,
  chunk: Buffer,
) {
  return ctx.app.inject({
    method: 'PATCH',
    url: location,
    headers: headersOf(account, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
    payload: chunk,
  });
}

export function headUpload(ctx: TestContext, account: TestAccount | undefined, location: string) {
  return ctx.app.inject({ method: 'HEAD', url: location, headers: headersOf(account) });
}

/** Creates an upload and sends it whole in chunks of `chunkBytes`; answers the last PATCH's response. */
export async function uploadInChunks(
  ctx: TestContext,
  account: TestAccount,
  content: Buffer,
  kind: ResumableUploadKind = 'video',
  chunkBytes: number = resumableUpload.chunkBytes,
) {
  const created = await createUpload(ctx, account, content.length, kind);
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const location = created.headers.location as string;
  let last;
  for (let offset = 0; offset < content.length; offset += chunkBytes) {
    last = await patchUpload(ctx, account, location, offset, content.subarray(offset, offset + chunkBytes));
    if (last.statusCode !== 204) break;
  }
  return { location, last: last! };
}
