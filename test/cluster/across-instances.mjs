// The cluster test's steps across instances (cluster.test.mjs): what one instance does, the other shows: an
// edit, a resumable upload, a picture, a mail's links, the rate limit of one address.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  b64,
  cluster,
  expiredJobId,
  mailsTo,
  multipartUpload,
  png,
  poll,
  run,
  giveStaffCode,
  staffPassword,
  tusHeaders,
  upstreamA,
  upstreamB,
  verifiedCandidate,
  webA,
  webB,
  webmOf,
} from './cluster-world.mjs';
import { HttpClient } from './http-client.mjs';

export let staff;
/**
 * Renames a job through website A (staff's cookie) once website B holds its page in its page cache; answers how
 * long website B's page and upstream B's read took to show the new title.
 */
export async function editJobAndWatch(title) {
  const list = await staff.json('GET', `${cluster.apiUrl}/api/job-opening?limit=5`);
  const job = list.data.data.find((item) => item._id !== expiredJobId);
  const pageUrl = `${webB.url}/candidates/${job.slug}`;
  await fetch(pageUrl).then((res) => res.text());
  const warm = await fetch(pageUrl);
  assert.equal(warm.headers.get('x-page-cache'), 'hit');
  await warm.text();

  const detail = await staff.json('GET', `${webA.url}/api/admin/job-openings/${job._id}`);
  assert.equal(detail.status, 200);
  // The staff form's own values for an opening being edited (ids for its lookups).
  const { jobFormValues } = await import('../../components/admin/jobs/job-form-schema.ts');
  const input = jobFormValues(detail.data.data);
  const saved = await staff.json('PUT', `${webA.url}/api/admin/job-openings/${job._id}`, { json: { ...input, title } });
  assert.equal(saved.status, 200, JSON.stringify(saved.data));

  const onB = poll('the page on website B', async () => (await (await fetch(pageUrl)).text()).includes(title), {
    timeoutMs: 2000,
    intervalMs: 50,
  });
  const inUpstreamB = poll(
    'the job read on upstream B',
    async () => (await (await fetch(`${upstreamB.url}/api/job-opening/${job._id}`)).json()).data.title === title,
    { timeoutMs: 1000, intervalMs: 25 },
  );
  const [page, read] = await Promise.all([onB, inUpstreamB]);
  return { page: page.ms, read: read.ms };
}

test('a job edited through website A shows on website B (warm in its page cache) within 2 s and in upstream B within 1 s', async () => {
  staff = new HttpClient(cluster.url);
  const login = await staff.json('POST', `${webA.url}/api/auth/login`, {
    json: { email: 'admin@bayanihangulf.example', password: staffPassword },
  });
  assert.equal(login.status, 200, JSON.stringify(login.data));
  await giveStaffCode(staff, webA.url);
  const seen = await editJobAndWatch(`Banquet Server ${run}`);
  console.log(`[cluster] edit seen on website B after ${seen.page} ms, in upstream B after ${seen.read} ms`);
});

/** Begins a resumable upload of `video` at `url` (tus creation); answers the 201 response. */
export async function beginVideoUpload(client, url, video) {
  const created = await client.request('POST', url, {
    headers: {
      ...tusHeaders,
      'upload-length': String(video.length),
      'upload-metadata': `kind ${b64('video')},filename ${b64('intro.webm')},filetype ${b64('video/webm')}`,
    },
  });
  assert.equal(created.status, 201, await created.text());
  return created;
}

export let candidate;
export const candidateEmail = `maria.${run}@example.com`;
export const storedNames = [];
test('a resumable upload begun on upstream A is resumed and finished on upstream B, and read back through A', async () => {
  candidate = await verifiedCandidate(upstreamA.url, candidateEmail);
  const video = webmOf(1_500_000);
  const created = await beginVideoUpload(candidate, `${upstreamA.url}/api/upload/tus`, video);
  const id = created.headers.get('location').split('/').pop();
  const patch = (url, from, to) =>
    candidate.request('PATCH', `${url}/api/upload/tus/${id}`, {
      headers: { ...tusHeaders, 'upload-offset': String(from), 'content-type': 'application/offset+octet-stream' },
      body: video.subarray(from, to),
    });
  const half = 700_000;
  assert.equal((await patch(upstreamA.url, 0, half)).status, 204);
  const head = await candidate.request('HEAD', `${upstreamB.url}/api/upload/tus/${id}`, { headers: tusHeaders });
  assert.equal(head.status, 200);
  assert.equal(head.headers.get('upload-offset'), String(half));
  const last = await patch(upstreamB.url, half, video.length);
  assert.equal(last.status, 204);
  const stored = last.headers.get('upload-result-path');
  assert.match(stored, /^[0-9a-f-]{36}\.webm$/);
  storedNames.push(stored);
  const back = await candidate.request('GET', `${upstreamA.url}/api/files/${stored}`);
  assert.equal(back.status, 200);
  assert.equal(Buffer.compare(Buffer.from(await back.arrayBuffer()), video), 0);
});

test("an upstream's mail links to the cluster's address (PUBLIC_URL from its port), not http://localhost:3000", async () => {
  const [mail] = await mailsTo(candidateEmail, 'Verify your email');
  const links = mail.raw.match(/https?:\/\/[^\s"<]+\/verify-email\/[^\s"<]+/g) ?? [];
  assert.ok(links.length > 0, mail.raw);
  for (const link of links) assert.ok(link.startsWith(`${cluster.url}/verify-email/`), link);
});

test('a picture stored through website A is served through upstream B and website B', async () => {
  const picture = await multipartUpload(staff, `${webA.url}/api/admin/uploads/image`, 'image', {
    name: 'hero.png',
    type: 'image/png',
    bytes: png,
  });
  assert.equal(picture.status, 201, JSON.stringify(picture.data));
  const name = picture.data.data.path.split('/').pop();
  // Stored as re-encoded WebP: every instance serves the same bytes as the one that stored it.
  const fromA = Buffer.from(await (await fetch(`${upstreamA.url}/api/uploads/${name}`)).arrayBuffer());
  assert.ok(fromA.length > 0);
  for (const url of [`${upstreamB.url}/api/uploads/${name}`, `${webB.url}/uploads/${name}`]) {
    const res = await fetch(url);
    assert.equal(res.status, 200, url);
    assert.equal(res.headers.get('content-type'), 'image/webp', url);
    assert.equal(Buffer.compare(Buffer.from(await res.arrayBuffer()), fromA), 0, url);
  }
});

/** The first id of a public lookup list. */
export const lookupId = async (kind) => (await (await fetch(`${cluster.apiUrl}/api/${kind}`)).json()).data[0]._id;

export const contactMessage = async (index) => ({
  name: 'Ana Reyes',
  email: `ana.${run}@example.com`,
  phone: '09171234567',
  inquiryType: await lookupId('inquiry-type'),
  subject: `Question ${index} ${run}`,
  message: 'Do you place pastry chefs in Abu Dhabi?',
});

test('one client address sending four contact messages alternately to websites A and B gets 429 on the fourth', async () => {
  const visitor = new HttpClient(cluster.url);
  const statuses = [];
  for (const [index, site] of [webA, webB, webA, webB].entries()) {
    statuses.push(
      (await visitor.json('POST', `${site.url}/api/contact`, { json: await contactMessage(index) })).status,
    );
  }
  assert.ok(
    statuses.slice(0, 3).every((status) => status >= 200 && status < 300),
    `statuses ${statuses}`,
  );
  assert.equal(statuses[3], 429, `statuses ${statuses}`);
  // Each acknowledged message's mail to the agency is delivered once, by one instance or the other.
  for (const index of [0, 1, 2]) {
    const { value } = await poll(
      'the contact mail',
      async () => {
        const found = await mailsTo('recruitment@bayanihangulf.example', `Question ${index} ${run}`);
        return found.length > 0 ? found : undefined;
      },
      { timeoutMs: 70_000, intervalMs: 250 },
    );
    assert.equal(value.length, 1);
  }
});
