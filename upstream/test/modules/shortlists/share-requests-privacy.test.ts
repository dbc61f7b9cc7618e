import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareRequests } from '../../../src/db/schema';
import { testPassword, type TestAccount } from '../../helpers/accounts';
import { buildTestApp, type TestContext } from '../../helpers/build-test-app';
import { apply, callAs, createShortlist, type Applicant } from '../../helpers/employer-portal';
import { poolWorld } from '../../helpers/talent-pool';
import { unzip } from '../../helpers/unzip';

let ctx: TestContext;
let staff: TestAccount;
let hugo: Applicant;

beforeAll(async () => {
  ctx = await buildTestApp();
  let palm: string;
  let otherJob: string;
  ({ staff, palm, otherJob } = await poolWorld(ctx));
  hugo = await apply(ctx, otherJob, 'Hugo Asked');
  for (const title of ['Beach club', 'Pool bar']) {
    const shortlistId = await createShortlist(ctx, staff, { clientId: palm, title });
    await callAs(ctx, staff, 'POST', `/admin/candidates/${hugo.account.id}/shortlists`, { shortlistId }, 200);
  }
  // Newest first: the Pool bar's question.
  const [newest] = (await callAs(ctx, hugo.account, 'GET', '/my-share-requests', undefined, 200)).json().data;
  await callAs(ctx, hugo.account, 'POST', `/my-share-requests/${newest._id}`, { answer: 'No' }, 200);
});
afterAll(() => ctx.close());

describe('share requests and the candidate’s data rights', () => {
  it('are in the data export: whom the agency asked about, and the answer', async () => {
    const res = await callAs(ctx, hugo.account, 'GET', '/privacy/export', undefined, 200);
    const data = JSON.parse((await unzip(res.rawPayload)).get('data.json')!.toString('utf8'));
    expect(data.shareRequests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ client: 'Palm Resorts', position: 'Beach club', answer: null, answeredAt: null }),
        expect.objectContaining({ client: 'Palm Resorts', position: 'Pool bar', answer: 'No' }),
      ]),
    );
    expect(data.shareRequests).toHaveLength(2);
    expect(data.shareRequests[0].applicationId).toBe(hugo.applicationId);
  });

  it('are removed with the account', async () => {
    await callAs(ctx, hugo.account, 'POST', '/privacy/delete-account', { password: testPassword }, 200);
    expect(await ctx.app.db.select().from(shareRequests).where(eq(shareRequests.userId, hugo.account.id))).toEqual([]);
    expect(await ctx.app.db.select().from(shareRequests)).toEqual([]);
  });
});
