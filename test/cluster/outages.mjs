// The cluster test's outages (cluster.test.mjs): an upstream killed mid-upload, then (with the cookie that upload
// signed in with) a logout seen across websites, Redis stopped and the S3 store stopped, each recovered from.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validApplicationBody } from '../../lib/contracts/applications/fixtures/application-body.ts';
import {
  beginVideoUpload,
  candidate,
  candidateEmail,
  contactMessage,
  editJobAndWatch,
  lookupId,
  staff,
  storedNames,
} from './across-instances.mjs';
import {
  b64,
  cluster,
  db,
  mailsTo,
  multipartUpload,
  password,
  pdf,
  png,
  poll,
  run,
  tusHeaders,
  upstreamA,
  upstreamB,
  webA,
  webB,
  webmOf,
} from './cluster-world.mjs';
import { HttpClient } from './http-client.mjs';

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
