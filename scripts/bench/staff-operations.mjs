// The back office's staff operations of issue 23's table, each measured as staff use it: a signed-in
// staff account, 4 requests at a time (autocannon -c 4: latency, not throughput), p50 and p99.
import autocannon from 'autocannon';

const pageSize = 25;

/**
 * The requests, in one table to adjust when an API changes: a name and the path (a function of the
 * context: ids picked from the data, and the last pages from the lists' totals).
 */
export const staffOperations = [
  ['applications, default', () => '/api/admin/applications'],
  ['applications by job', (c) => `/api/admin/applications?job=${c.job}`],
  ['applications by position', (c) => `/api/admin/applications?position=${c.position}`],
  ['applications by stage', () => '/api/admin/applications?stage=Interview'],
  ['applications by English', () => '/api/admin/applications?english=fluent'],
  ['applications by location', (c) => `/api/admin/applications?location=${c.location}`],
  ['readiness ready', () => '/api/admin/applications?readiness=ready'],
  ['readiness missing', () => '/api/admin/applications?readiness=missing'],
  ['readiness expired', () => '/api/admin/applications?readiness=expired'],
  ['search by name', () => '/api/admin/applications?q=santos'],
  ['search by email part', () => '/api/admin/applications?q=a.reyes1'],
  ['sort by name', () => '/api/admin/applications?sort=name&order=asc'],
  ['sort by experience', () => '/api/admin/applications?sort=experienceInYears&order=desc'],
  ['filters + sort', (c) => `/api/admin/applications?stage=Rejected&location=${c.location}&sort=name&order=asc`],
  ['applications, last page', (c) => `/api/admin/applications?page=${c.lastPage.applications}`],
  ['dashboard', () => '/api/admin/dashboard'],
  ['users, default', () => '/api/admin/users'],
  ['users, search', () => '/api/admin/users?q=reyes'],
  ['users, last page', (c) => `/api/admin/users?page=${c.lastPage.users}`],
  ['admin job openings', () => '/api/admin/job-openings'],
];

/** Signs in; answers the bearer header. */
export async function staffHeaders(upstream, { email, password }) {
  const res = await fetch(`${upstream}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`staff sign-in as ${email}: ${res.status}`);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

async function getJson(url, headers) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return res.json();
}

/** Ids the requests name (the opening of the newest application to one, the first position and emirate) and last pages. */
export async function operationContext(upstream, headers) {
  const positions = (await getJson(`${upstream}/api/position`, headers)).data;
  const locations = (await getJson(`${upstream}/api/preffered-location`, headers)).data;
  const applications = await getJson(`${upstream}/api/admin/applications`, headers);
  const users = await getJson(`${upstream}/api/admin/users`, headers);
  const last = (list) => Math.max(1, Math.ceil((list.total ?? 0) / pageSize));
  return {
    job: applications.data.find((row) => row.job)?.job._id,
    position: positions[0]?._id,
    location: locations[0]?._id,
    lastPage: { applications: last(applications), users: last(users) },
  };
}

function cannon(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 4, duration: seconds, headers, timeout: 30 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** Each operation: one request to warm it (and see its answer), then `seconds` at -c 4. */
export async function measureOperations(upstream, headers, context, { seconds }) {
  const results = [];
  for (const [name, pathOf] of staffOperations) {
    const path = pathOf(context);
    const first = await fetch(`${upstream}${path}`, { headers });
    const bytes = (await first.arrayBuffer()).byteLength;
    if (!first.ok) {
      results.push({ name, path, error: `answers ${first.status}` });
      continue;
    }
    const result = await cannon(`${upstream}${path}`, headers, seconds);
    results.push({
      name,
      path,
      bytes,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      failed: result.non2xx + result.errors + result.timeouts,
    });
  }
  return results;
}
