// The shared topology proven as an operator would try it (issue 25): two upstream and two website instances on one
// PostgreSQL, Redis and a Ceph radosgw S3 store, haproxy in front; each step goes through the load balancer and
// through each instance directly. Run by `npm run test:cluster` (part of `npm test`; CI installs haproxy and Ceph).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  GetBucketVersioningCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import pg from 'pg';
import { readyReport } from '../../scripts/cluster/ready-report.mjs';
import { startCluster } from '../../scripts/cluster/topology.mjs';
import { validApplicationBody } from '../../lib/contracts/applications/fixtures/application-body.ts';
import { HttpClient } from './http-client.mjs';

const run = randomBytes(4).toString('hex');
const staffPassword = `Cluster-${run}-staff`;
const password = 'Secret123!';
const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test');
const databaseName = `cluster_${run}`;
const databaseUrl = Object.assign(new URL(base), { pathname: `/${databaseName}` }).toString();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const root = path.resolve(import.meta.dirname, '../..');

/** A WebM (EBML header, DocType webm) of `bytes` bytes: the upstream reads a video's type from its first bytes. */
const webmOf = (bytes) => {
  const head = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 7), randomBytes(0)]);
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGNYUaEFRwzEcQAgchShVi1/MwAAAABJRU5ErkJggg==',
  'base64',
);
const b64 = (text) => Buffer.from(text).toString('base64');
const tusHeaders = { 'tus-resumable': '1.0.0' };

let cluster;
let db;
let s3;
let upstreamA;
let upstreamB;
let webA;
let webB;
/** The job whose valid-through day is made past at the start: the scheduler must close it exactly once. */
let expiredJobId;

async function poll(what, check, { timeoutMs, intervalMs = 100 }) {
  const startedAt = Date.now();
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return { value, ms: Date.now() - startedAt };
    if (Date.now() - startedAt > timeoutMs) assert.fail(`${what}: not within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

/** Every mail the upstreams wrote (no SMTP: DATA_DIR/outbox of whichever instance delivered it). */
async function mails() {
  const found = [];
  for (const instance of cluster.upstreams) {
    const dir = path.join(instance.dataDir, 'outbox');
    for (const file of await readdir(dir).catch(() => [])) {
      const raw = (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      found.push({ instance: instance.name, raw });
    }
  }
  return found;
}
const mailsTo = async (to, subject) =>
  (await mails()).filter((mail) => mail.raw.includes(`To: ${to}`) && (!subject || mail.raw.includes(subject)));

/** A verified candidate registered at `upstreamUrl`, signed in there with a bearer token. */
async function verifiedCandidate(upstreamUrl, email) {
  const client = new HttpClient(cluster.url);
  const registered = await client.json('POST', `${upstreamUrl}/api/auth/register`, {
    json: { userType: 'User', name: 'Maria Santos', email, phone: '09171234567', password, consent: true },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.data));
  const { value: link } = await poll(
    'the verification mail',
    async () => (await mailsTo(email, 'Verify your email'))[0]?.raw.match(/\/verify-email\/[^\s"<]+/)?.[0],
    { timeoutMs: 70_000, intervalMs: 250 },
  );
  const token = link.split('/').pop();
  const verified = await client.json(
    'PUT',
    `${upstreamUrl}/api/auth/verify-email/${encodeURIComponent(email)}/${token}`,
  );
  assert.equal(verified.status, 200, JSON.stringify(verified.data));
  const login = await client.json('POST', `${upstreamUrl}/api/auth/login`, { json: { email, password } });
  assert.equal(login.status, 200, JSON.stringify(login.data));
  client.bearer = login.data.token;
  return client;
}

async function multipartUpload(client, url, field, { name, type, bytes }) {
  const form = new FormData();
  form.set(field, new Blob([bytes], { type }), name);
  return client.json('POST', url, { body: form });
}

/** The bucket's keys (every store's prefix). */
async function bucketKeys() {
  const keys = [];
  let token;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: cluster.s3Env.S3_BUCKET, ContinuationToken: token }));
    for (const object of page.Contents ?? []) keys.push(object.Key);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

before(
  async () => {
    cluster = await startCluster({
      databaseUrl,
      bucket: `cluster-${run}`,
      env: { RATE_LIMIT_PER_MINUTE: '3', UPLOADS_PER_HOUR: '200', DEMO_ADMIN_PASSWORD: staffPassword },
      onProgress: (message) => console.log(`[cluster] ${message}`),
    });
    [upstreamA, upstreamB] = cluster.upstreams;
    [webA, webB] = cluster.websites;
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    s3 = new S3Client({
      endpoint: cluster.s3Env.S3_ENDPOINT,
      region: cluster.s3Env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: cluster.s3Env.S3_ACCESS_KEY_ID, secretAccessKey: cluster.s3Env.S3_SECRET_ACCESS_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    // The job the last test expires: chosen now so that the edits leave it alone.
    const { rows } = await db.query('select id from job_openings where is_active order by created_at desc limit 1');
    expiredJobId = rows[0].id;
  },
  { timeout: 15 * 60_000 },
);

after(async () => {
  await db?.end();
  await cluster?.stop();
  const admin = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
});

test('both upstreams started at the same moment on an empty database reach ready, one of them seeding', async () => {
  for (const url of [upstreamA.url, upstreamB.url, cluster.apiUrl]) {
    assert.equal((await fetch(`${url}/api/ready`)).status, 200, url);
  }
  const lines = cluster.upstreams.flatMap((instance) => instance.lines);
  assert.equal(lines.filter((line) => line.includes('demo staff account')).length, 1, 'seeded once');
  assert.equal(lines.filter((line) => line.includes('database has content; seed skipped')).length, 1);
  const { rows } = await db.query('select count(*)::int as n from job_openings');
  assert.ok(rows[0].n > 0);
});

test('npm run cluster prints the address and the demo staff and employer accounts, as npm start does', () => {
  const report = readyReport(cluster, 0);
  assert.ok(report[0].includes(cluster.url), report[0]);
  // The test gives the staff password (not repeated); the employer's is generated and shown once.
  assert.ok(
    report.includes('  demo staff account: admin@bayanihangulf.example / (DEMO_ADMIN_PASSWORD)'),
    report.join('\n'),
  );
  assert.ok(
    report.some((line) => /^ {2}demo employer account: employer@demo\.bayanihangulf\.example \/ \S{10,}$/.test(line)),
    report.join('\n'),
  );
});

test('a second cluster on a port already taken is refused at once, naming the port, before anything starts', async () => {
  const holder = createServer();
  await new Promise((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address();
  const progress = [];
  try {
    await assert.rejects(startCluster({ port, databaseUrl, onProgress: (message) => progress.push(message) }), {
      message: `port ${port} (PORT, the address haproxy serves the websites on) is already in use on 127.0.0.1: stop what listens there or set PORT to another`,
    });
  } finally {
    holder.close();
  }
  assert.deepEqual(progress, []);
});

/** Runs `instance`'s program again with its settings less `without`, on its own port; answers how it ended. */
async function startWithout(instance, without, cwd) {
  const env = Object.fromEntries(Object.entries(instance.env).filter(([name]) => !without.includes(name)));
  const [command, ...args] = instance.process.child.spawnargs;
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  return { code, output };
}

test('an upstream given the cluster settings without WEBSITE_SECRET and REVALIDATE_SECRET refuses to start, naming both', async () => {
  const { code, output } = await startWithout(
    upstreamB,
    ['WEBSITE_SECRET', 'REVALIDATE_SECRET'],
    path.join(root, 'upstream'),
  );
  assert.equal(code, 1, output);
  assert.match(
    output,
    /Shared mode \(SHARED_MODE=on\): these secrets must be set .*: REVALIDATE_SECRET, WEBSITE_SECRET\n/,
  );
});

test('an upstream given the cluster settings without its S3 store refuses to start, naming S3_ENDPOINT', async () => {
  const { code, output } = await startWithout(upstreamB, Object.keys(cluster.s3Env), path.join(root, 'upstream'));
  assert.equal(code, 1, output);
  assert.match(output, /Shared mode \(SHARED_MODE=on\): files must live in an S3-compatible store .*: set S3_ENDPOINT/);
});

test('a website given the cluster settings without SESSION_SECRET refuses to start, naming it', async () => {
  const { code, output } = await startWithout(webB, ['SESSION_SECRET'], root);
  assert.equal(code, 1, output);
  assert.match(output, /\[web\] could not start:\n- Shared mode \(SHARED_MODE=on\): .*: SESSION_SECRET\n/);
});

let staff;
/**
 * Renames a job through website A (staff's cookie) once website B holds its page in its page cache; answers how
 * long website B's page and upstream B's read took to show the new title.
 */
async function editJobAndWatch(title) {
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
  const seen = await editJobAndWatch(`Banquet Server ${run}`);
  console.log(`[cluster] edit seen on website B after ${seen.page} ms, in upstream B after ${seen.read} ms`);
});

/** Begins a resumable upload of `video` at `url` (tus creation); answers the 201 response. */
async function beginVideoUpload(client, url, video) {
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

let candidate;
const candidateEmail = `maria.${run}@example.com`;
const storedNames = [];
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
const lookupId = async (kind) => (await (await fetch(`${cluster.apiUrl}/api/${kind}`)).json()).data[0]._id;

const contactMessage = async (index) => ({
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

test('upstream A killed (kill -9) in the middle of an upload: the client finishes through the load balancer, nothing acknowledged is lost', async () => {
  const browser = new HttpClient(cluster.url);
  const login = await browser.json('POST', `${cluster.url}/api/auth/login`, {
    json: { email: candidateEmail, password },
  });
  assert.equal(login.status, 200, JSON.stringify(login.data));
  candidate.cookies = browser.cookies;

  const resume = await multipartUpload(candidate, `${cluster.apiUrl}/api/upload/resume-image`, 'image', {
    name: 'resume.pdf',
    type: 'application/pdf',
    bytes: pdf,
  });
  assert.equal(resume.status, 201, JSON.stringify(resume.data));
  const video = webmOf(1_200_000);
  const created = await beginVideoUpload(browser, `${cluster.url}/api/upload/tus`, video);
  const location = new URL(created.headers.get('location'), cluster.url).toString();
  const patch = (from, to) =>
    browser.request('PATCH', location, {
      headers: { ...tusHeaders, 'upload-offset': String(from), 'content-type': 'application/offset+octet-stream' },
      body: video.subarray(from, to),
    });
  assert.equal((await patch(0, 524_288)).status, 204);

  // An application acknowledged just before the crash (its upload already finished on either instance).
  const earlier = storedNames[0];
  const applied = await candidate.json('POST', `${cluster.apiUrl}/api/apply-job`, {
    json: validApplicationBody(
      {
        email: candidateEmail,
        resume: resume.data.data.path,
        video: earlier,
        preferredLocation: await lookupId('preffered-location'),
      },
      { appliedFor: await lookupId('position') },
    ),
  });
  assert.equal(applied.status, 201, JSON.stringify(applied.data));
  await upstreamA.stop('SIGKILL');

  let offset = 524_288;
  while (offset < video.length) {
    const next = Math.min(offset + 524_288, video.length);
    const sent = await patch(offset, next);
    assert.equal(sent.status, 204, `chunk at ${offset}: ${sent.status}`);
    offset = next;
  }
  const head = await browser.request('HEAD', location, { headers: tusHeaders });
  const stored = head.headers.get('upload-result-path');
  assert.match(stored, /^[0-9a-f-]{36}\.webm$/);
  storedNames.push(stored, resume.data.data.path);
  const back = await browser.request('GET', `${cluster.url}/api/files/${stored}`);
  assert.equal(back.status, 200);
  assert.equal(Buffer.compare(Buffer.from(await back.arrayBuffer()), video), 0);

  const mine = await candidate.json('GET', `${upstreamB.url}/api/my-applications`);
  assert.equal(mine.status, 200);
  assert.equal(mine.data.data.length, 1);
  const { value } = await poll(
    'the application mail',
    async () => {
      const found = await mailsTo(candidateEmail, 'We received your application');
      return found.length > 0 ? found : undefined;
    },
    { timeoutMs: 70_000, intervalMs: 250 },
  );
  assert.equal(value.length, 1);

  upstreamA.start();
  await poll('upstream A back', async () => (await fetch(`${upstreamA.url}/api/ready`)).ok, {
    timeoutMs: 60_000,
    intervalMs: 250,
  });
});

test('logging out through website A makes the same cookie signed out on website B at once', async () => {
  const browser = new HttpClient(cluster.url);
  browser.cookies = new Map(candidate.cookies);
  const before = await browser.json('GET', `${webB.url}/api/session`);
  assert.equal(before.data.data?.email, candidateEmail);
  const copied = new Map(browser.cookies);
  assert.equal((await browser.json('POST', `${webA.url}/api/auth/logout`)).status, 200);
  const stale = new HttpClient(cluster.url);
  stale.cookies = copied;
  const onB = await stale.json('GET', `${webB.url}/api/session`);
  assert.equal(onB.data.data, null);
});

test('with Redis stopped: pages serve, each upstream counts limits alone, uploads answer 503; all recover when it returns', async () => {
  await cluster.redis.stop();
  try {
    for (const url of [`${cluster.url}/`, `${webA.url}/candidates`, `${webB.url}/about`]) {
      assert.equal((await fetch(url)).status, 200, url);
    }
    // docs/redis.md: each instance counts in its own memory meanwhile: 3 a minute on A, and B counts apart.
    const visitor = new HttpClient(cluster.url);
    const onA = [];
    for (let index = 0; index < 4; index++) {
      onA.push(
        (await visitor.json('POST', `${upstreamA.url}/api/contact`, { json: await contactMessage(10 + index) })).status,
      );
    }
    assert.deepEqual(
      onA.map((status) => (status < 300 ? 'ok' : status)),
      ['ok', 'ok', 'ok', 429],
    );
    const onB = await visitor.json('POST', `${upstreamB.url}/api/contact`, { json: await contactMessage(20) });
    assert.ok(onB.status < 300, `B: ${onB.status}`);
    // The upload lock cannot be shared: resumable uploads are refused rather than risk two writers.
    const refused = await candidate.request('POST', `${upstreamA.url}/api/upload/tus`, {
      headers: {
        ...tusHeaders,
        'upload-length': '1000',
        'upload-metadata': `kind ${b64('video')},filename ${b64('a.webm')}`,
      },
    });
    assert.equal(refused.status, 503, await refused.text());
  } finally {
    await cluster.redis.start();
  }
  const { value: created } = await poll(
    'a resumable upload after Redis returns',
    async () => {
      const res = await candidate.request('POST', `${upstreamB.url}/api/upload/tus`, {
        headers: {
          ...tusHeaders,
          'upload-length': '1000',
          'upload-metadata': `kind ${b64('video')},filename ${b64('a.webm')}`,
        },
      });
      return res.status === 201 ? res : undefined;
    },
    { timeoutMs: 15_000, intervalMs: 500 },
  );
  assert.equal(created.status, 201);
  // The purge channel is subscribed again: an edit reaches website B's page cache within 2 s once more.
  const seen = await poll('the purge channel back', () => editJobAndWatch(`Pool Attendant ${run}`), {
    timeoutMs: 20_000,
    intervalMs: 1000,
  });
  console.log(`[cluster] after Redis returned, edit seen on website B after ${seen.value.page} ms`);
});

test('with the S3 store stopped, uploads answer 503 with a clear message and store nothing; they work again when it returns', async () => {
  const count = async () => (await db.query('select count(*)::int as n from uploads')).rows[0].n;
  const before = await count();
  await cluster.s3.stopGateway();
  try {
    const refused = await multipartUpload(staff, `${webA.url}/api/admin/uploads/image`, 'image', {
      name: 'logo.png',
      type: 'image/png',
      bytes: png,
    });
    assert.equal(refused.status, 503, JSON.stringify(refused.data));
    assert.match(refused.data.message, /storage/i);
    assert.equal(await count(), before);
  } finally {
    await cluster.s3.startGateway();
  }
  const { value } = await poll(
    'an upload after S3 returns',
    async () => {
      const stored = await multipartUpload(staff, `${webB.url}/api/admin/uploads/image`, 'image', {
        name: 'logo.png',
        type: 'image/png',
        bytes: png,
      });
      return stored.status === 201 ? stored : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 500 },
  );
  assert.equal(value.status, 201);
  assert.equal(await count(), before + 1);
});

test('an account erased through upstream A leaves none of its objects in the bucket', async () => {
  const keysBefore = await bucketKeys();
  for (const name of storedNames)
    assert.ok(
      keysBefore.some((key) => key.endsWith(name)),
      `${name} stored`,
    );
  candidate.cookies = new Map();
  const erased = await candidate.json('POST', `${upstreamA.url}/api/privacy/delete-account`, { json: { password } });
  assert.equal(erased.status, 200, JSON.stringify(erased.data));
  const keysAfter = await bucketKeys();
  for (const name of storedNames)
    assert.ok(!keysAfter.some((key) => key.includes(name.replace(/\.\w+$/, ''))), `${name} gone`);
});

test('the bucket the cluster made is versioned, and the erased account left no old version or delete marker behind', async () => {
  const Bucket = cluster.s3Env.S3_BUCKET;
  assert.equal((await s3.send(new GetBucketVersioningCommand({ Bucket }))).Status, 'Enabled');
  const versions = [];
  let page = { IsTruncated: true };
  while (page.IsTruncated) {
    page = await s3.send(
      new ListObjectVersionsCommand({
        Bucket,
        KeyMarker: page.NextKeyMarker,
        VersionIdMarker: page.NextVersionIdMarker,
      }),
    );
    for (const entry of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) versions.push(entry.Key);
  }
  for (const name of storedNames)
    assert.ok(!versions.some((key) => key.includes(name.replace(/\.\w+$/, ''))), `${name}: no version left`);
  // Every resumable upload in this run was the erased candidate's: nothing of one is left, not even an old `.part`.
  assert.deepEqual(
    versions.filter((key) => key.startsWith('resumable/')),
    [],
  );
});

test("an expired job is closed exactly once: one task run for the period, in one instance's log", async () => {
  // Expired only now, after upstream A's kill -9: a run cut off between its commit and its log line would hide it.
  await db.query('update job_openings set valid_through = current_date - 2 where id = $1', [expiredJobId]);
  // The run is recorded (finishRun) after its log line and after the job's own commit: wait for the record.
  const closingRuns = async () => {
    const { rows } = await db.query(
      `select count(*)::int as n from task_runs
        where task = 'close-expired-jobs' and status = 'succeeded' and (report->>'closed')::int > 0`,
    );
    return rows[0].n;
  };
  await poll('the run that closed the expired job recorded', async () => (await closingRuns()) > 0, {
    timeoutMs: 90_000,
    intervalMs: 500,
  });
  const { rows } = await db.query('select is_active from job_openings where id = $1', [expiredJobId]);
  assert.equal(rows[0].is_active, false);
  assert.equal(await closingRuns(), 1);
  const runsInLogs = () =>
    cluster.upstreams.flatMap((instance) =>
      instance.lines
        .filter((line) => line.includes('"task":"close-expired-jobs"') && line.includes('"closed":1'))
        .map(() => instance.name),
    );
  // The log line was written before the record; its pipe may still be carrying it.
  await poll('the run in a log', async () => runsInLogs().length > 0, { timeoutMs: 5_000, intervalMs: 100 });
  assert.equal(runsInLogs().length, 1, `runs that closed it: ${runsInLogs()}`);
});
