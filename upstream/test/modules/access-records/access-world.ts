import { asc, eq } from 'drizzle-orm';
import { accessRecords, users } from '../../../src/db/schema';
import { createAccount, type TestAccount } from '../../helpers/accounts';
import { validApplication } from '../../helpers/application';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { insertPoolCandidate } from '../../helpers/talent-pool';

/** The website's secret, with which it vouches for a visitor's address (x-client-ip). */
export const websiteSecret = 'w'.repeat(40);

/**
 * The API with a Manager, a Documentation officer, a candidate who applied to a job (with a resume and
 * a video), and a candidate of the talent pool; and what the record-of-access tests read of it.
 */
export async function accessWorld(ctx?: TestContext) {
  ctx ??= await buildTestApp({ config: { WEBSITE_SECRET: websiteSecret } });
  const app = ctx.app;
  const [manager, officer, candidate] = await Promise.all([
    createAccount(ctx, 'Admin'),
    createAccount(ctx, 'Admin', { staffRoles: ['Documentation officer'] }),
    createAccount(ctx, 'User'),
  ]);
  const jobs = (await app.inject({ method: 'GET', url: '/api/job-opening?isActive=1' })).json().data as {
    _id: string;
  }[];
  const application = await validApplication(ctx, candidate, { jobId: jobs[0]!._id, name: 'Rosa Access' });
  const applied = await app.inject({
    method: 'POST',
    url: '/api/apply-job',
    payload: application,
    headers: candidate.auth,
  });
  if (applied.statusCode !== 201) throw new Error(applied.body);
  const poolCandidate = await insertPoolCandidate(app.db, 'Pia Pool');

  /** Every entry written by a staff member, oldest first. */
  const entriesBy = (staff: TestAccount) =>
    app.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.staffUserId, staff.id))
      .orderBy(asc(accessRecords.at), asc(accessRecords.id));
  /** How the record names a person: their account's access key. */
  const keyOf = async (userId: string) =>
    (await app.db.select({ key: users.accessKey }).from(users).where(eq(users.id, userId)))[0]!.key;

  return {
    ctx,
    manager,
    officer,
    candidate,
    applicationId: applied.json().data._id as string,
    resume: application.resume,
    video: application.video,
    poolCandidate,
    entriesBy,
    keyOf,
  };
}

export type AccessWorld = Awaited<ReturnType<typeof accessWorld>>;
