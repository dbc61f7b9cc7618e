import type { ApplicationPayload } from '@contracts/applications/fields';
import { isoDaysFromNow, validApplicationBody } from '@contracts/applications/fixtures/application-body';
import type { TestAccount } from './accounts';
import type { TestContext } from './build-test-app';
import { multipart, samplePdf, sampleWebm } from './files';

export { isoDaysFromNow };

/** Uploads `content` as the account through a multipart route (named `filename`); answers the stored path. */
export async function uploadAs(
  ctx: TestContext,
  account: TestAccount,
  route: string,
  field: string,
  content: Buffer,
  filename = 'file',
) {
  const body = multipart(field, filename, 'application/octet-stream', content);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/upload/${route}`,
    payload: body.payload,
    headers: { ...body.headers, ...account.auth },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.path as string;
}

/** A complete, valid application body for this candidate, with a real resume and video uploaded. */
export async function validApplication(
  ctx: TestContext,
  account: TestAccount,
  extra: Partial<ApplicationPayload> = {},
) {
  const [locations, resume, video] = await Promise.all([
    ctx.app.inject({ method: 'GET', url: '/api/preffered-location' }).then((r) => r.json().data as { _id: string }[]),
    uploadAs(ctx, account, 'resume-image', 'image', samplePdf),
    uploadAs(ctx, account, 'resume-video', 'video', sampleWebm),
  ]);
  return validApplicationBody({ email: account.email, resume, video, preferredLocation: locations[0]!._id }, extra);
}
