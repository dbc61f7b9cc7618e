import { envelope } from '@contracts/core/common';
import { jobOpeningSchema } from '@contracts/job-openings/opening';
import { adminJobOpeningPageSchema } from '@contracts/job-openings/staff';
import { createAccount } from '../../helpers/accounts';
import { buildTestApp } from '../../helpers/build-test-app';
import { jobOrderFields } from '../../helpers/job-order';
import { readLookups } from '../../helpers/lookups';

/**
 * The API with staff and the seeded lookups, and what the job order tests do with it: send to the staff's
 * job openings, read the whole staff list or the public job, and a complete, partial or bare job order.
 */
export async function jobOrdersWorld() {
  const ctx = await buildTestApp();
  const staff = await createAccount(ctx, 'Admin');
  const lookups = await readLookups(ctx);

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/admin/job-openings${url}`, payload, headers: staff.auth });
  const staffPage = async (page: number) =>
    adminJobOpeningPageSchema.strict().parse((await send('GET', `?pageSize=100&page=${page}`)).json());
  /** Every row of the staff list, a page at a time. */
  const staffList = async () => {
    const first = await staffPage(1);
    const rest = [];
    for (let page = 2; page <= Math.ceil(first.total / 100); page++) rest.push(...(await staffPage(page)).data);
    return [...first.data, ...rest];
  };
  const staffTotal = async () => (await staffPage(1)).total;
  const publicJob = async (id: string) =>
    envelope(jobOpeningSchema.strict()).parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/job-opening/${id}` })).json(),
    ).data;

  const base = () => ({
    title: 'Banquet Server',
    companyName: 'Convention hotel, Dubai World Trade Centre',
    position: lookups.position![4]!._id,
    locations: [lookups['preffered-location']![0]!._id],
    salaryBudget: lookups['salary-budget']![1]!._id,
    description: '<p>Serve banquets of up to 800 guests.</p>',
  });
  const complete = () => ({ ...base(), ...jobOrderFields() });

  /** The same opening without any of the job order's own fields (as openings were before them). */
  const bare = () => ({ ...base(), validThrough: null, salaryBudget: null });

  return { ctx, send, staffList, staffTotal, publicJob, base, complete, bare };
}
