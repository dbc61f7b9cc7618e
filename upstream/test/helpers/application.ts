import type { ApplicationPayload } from '@contracts/application';
import type { TestAccount } from './accounts';
import type { TestContext } from './build-test-app';
import { multipart, samplePdf, sampleWebm } from './files';

export const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Uploads `content` as the account through a multipart route; answers the stored path. */
export async function uploadAs(ctx: TestContext, account: TestAccount, route: string, field: string, content: Buffer) {
  const body = multipart(field, 'file', 'application/octet-stream', content);
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
  return {
    name: 'Juan Dela Cruz',
    email: account.email,
    phone: '09171234567',
    resume,
    video,
    englishProficiency: 'advanced',
    experienceInYears: 4,
    previousJobTitle: 'Commis Chef',
    education: 'vocational',
    passportNumber: 'p1234567',
    passportExpiry: isoDaysFromNow(900),
    preferredLocation: locations[0]!._id,
    availableToStart: isoDaysFromNow(30),
    notes: 'Available for interview on weekdays.',
    consent: true,
    ...extra,
  } satisfies ApplicationPayload;
}
