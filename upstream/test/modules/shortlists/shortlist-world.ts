import { envelope } from '@contracts/core/common';
import { staffShortlistSchema } from '@contracts/shortlists/staff';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { apply, callAs, createClient, createJobOrder, type Applicant } from '../../helpers/employer-portal';
import { startMailCatcher } from '../../helpers/mail-catcher';

const detailSchema = envelope(staffShortlistSchema.strict());

/**
 * The API with a mail catcher, staff, two clients with a job order each; Ana and Ben applied to the first,
 * Dan to the second, Carla and Eve sent general applications (Eve's withdrawn). `detail` answers a
 * shortlist as staff see it; `close` stops the API and the mail catcher.
 */
export async function shortlistWorld() {
  const smtp = await startMailCatcher();
  const ctx = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  const staff = await createAccount(ctx, 'Admin');
  const client = await createClient(ctx, staff, 'Palm Jumeirah Suites');
  const otherClient = await createClient(ctx, staff, 'Desert Rose Hotels');
  const job = await createJobOrder(ctx, staff, client, 'Room Attendant');
  const otherJob = await createJobOrder(ctx, staff, otherClient, 'Lifeguard');
  const people: Record<'ana' | 'ben' | 'carla' | 'dan' | 'eve', Applicant> = {
    ana: await apply(ctx, job, 'Ana Lopez'),
    ben: await apply(ctx, job, 'Ben Garcia'),
    carla: await apply(ctx, null, 'Carla Mendoza'),
    dan: await apply(ctx, otherJob, 'Dan Ramos'),
    eve: await apply(ctx, null, 'Eve Bautista'),
  };
  await callAs(ctx, people.eve.account, 'POST', `/my-applications/${people.eve.applicationId}/withdraw`, {}, 200);
  const detail = async (id: string) =>
    detailSchema.parse((await callAs(ctx, staff, 'GET', `/admin/shortlists/${id}`, undefined, 200)).json()).data;
  const close = async () => {
    await ctx.close();
    await smtp.close();
  };
  return { ctx, smtp, staff, client, otherClient, job, otherJob, people, detail, close };
}

export type ShortlistWorld = Awaited<ReturnType<typeof shortlistWorld>>;
