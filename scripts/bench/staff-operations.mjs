// The back office's staff operations of issue 23's table, each measured as staff use it: a signed-in
// staff account, 4 requests at a time (autocannon -c 4: latency, not throughput), p50 and p99.
import autocannon from 'autocannon';
import { staffToken } from './staff-sign-in.mjs';

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
  // Paged by key (a `next` cursor in the answer): `last=1`; paged by number: the last number.
  [
    'applications, last page',
    (c) => `/api/admin/applications?${c.byKey ? 'last=1' : `page=${c.lastPage.applications}`}`,
  ],
  ['dashboard', () => '/api/admin/dashboard'],
  ['users, default', () => '/api/admin/users'],
  ['users, search', () => '/api/admin/users?q=reyes'],
  ['users, last page', (c) => `/api/admin/users?page=${c.lastPage.users}`],
  ['admin job openings', () => '/api/admin/job-openings'],
  ['admin job openings, search', () => '/api/admin/job-openings?q=chef'],
];

/** Signs in (the password, then the second factor); answers the bearer header. */
export async function staffHeaders(upstream, staff) {
  return { authorization: `Bearer ${await staffToken(upstream, staff)}` };
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
    byKey: 'next' in applications,
    job: applications.data.find((row) => row.job)?.job._id,
    position: positions[0]?._id,
    location: locations[0]?._id,
    lastPage: { applications: last(applications), users: last(users) },
  };
}

/** Fewest answers a p99 is read from: a slow operation gets them however long they take. */
const minSamples = 20;

/** autocannon at -c `connections` for `length` ({ duration } in seconds, or { amount } of requests). */
function cannon(url, headers, length, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, headers, timeout: 30, ...length }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** '25 of 9,787 rows' from a list's answer (its total, when it has one), else nothing. */
function shownRows(body) {
  const answer = JSON.parse(body.toString('utf8'));
  if (!Array.isArray(answer.data)) return '';
  const total = typeof answer.total === 'number' ? ` of ${answer.total.toLocaleString('en')}` : '';
  return `${answer.data.length}${total} rows`;
}

/**
 * Each operation: one request to warm it (and see its answer), then `seconds` at -c `connections`
 * (4: staff at work; at least 20 answers).
 */
export async function measureOperations(
  upstream,
  headers,
  context,
  { seconds, operations = staffOperations, connections = 4 },
) {
  const results = [];
  for (const [name, pathOf] of operations) {
    const path = pathOf(context);
    const first = await fetch(`${upstream}${path}`, { headers });
    const body = Buffer.from(await first.arrayBuffer());
    if (!first.ok) {
      results.push({ name, path, error: `answers ${first.status}` });
      continue;
    }
    // A run of `seconds` ends without the answers still coming: too few of them, and it asks for a count.
    let result = await cannon(`${upstream}${path}`, headers, { duration: seconds }, connections);
    if (result.requests.total < minSamples)
      result = await cannon(`${upstream}${path}`, headers, { amount: minSamples }, connections);
    results.push({
      name,
      path,
      bytes: body.length,
      // What the page held, so a filter that matches nothing (and is fast for it) shows.
      shown: shownRows(body),
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      failed: result.non2xx + result.errors + result.timeouts,
    });
  }
  return results;
}
