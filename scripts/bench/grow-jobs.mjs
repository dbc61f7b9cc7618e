// Grows the product's data to a number of active job openings through the admin API, as staff would:
// complete job orders (benchJob), since publishing a job order without its fields is refused.
import { benchJob } from './job-texts.mjs';
import { staffToken } from './staff-sign-in.mjs';

async function call(url, init = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.message ?? ''}`);
  return body;
}

/**
 * Signs in as the seeded staff account, then creates openings until `target` are active (a few
 * requests at a time). Returns the newest opening created (its slug names a job page to measure).
 */
export async function growJobs(upstream, { email, password, target, parallel = 4 }) {
  const token = await staffToken(upstream, { email, password });
  const lookups = {
    positions: (await call(`${upstream}/api/position`)).data,
    locations: (await call(`${upstream}/api/preffered-location`)).data,
    salaryBudgets: (await call(`${upstream}/api/salary-budget`)).data,
  };
  const active = (await call(`${upstream}/api/job-opening?isActive=1`)).data.length;
  const missing = Math.max(0, target - active);
  let next = 0;
  let newest;
  const worker = async () => {
    while (next < missing) {
      const n = next++;
      const { data } = await call(`${upstream}/api/admin/job-openings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify(benchJob(n, lookups)),
      });
      if (n === missing - 1) newest = data;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { created: missing, newest };
}
