// The cluster test's world (cluster.test.mjs): the topology started once for every step, what the steps read of
// it, and the helpers they share. Its exports are the live values the before hook fills in.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before } from 'node:test';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { generate } from 'otplib';
import pg from 'pg';
import { startCluster } from '../../scripts/cluster/topology.mjs';
import { HttpClient } from './http-client.mjs';

export const run = randomBytes(4).toString('hex');
export const staffPassword = `Cluster-${run}-staff`;
/** The demo staff account's authenticator app: staff give a code from it after the password. */
export const staffTotpSecret = 'MNWHK43UMVZCA43UMFTGMIDTMVRXEZLU';
export const password = 'Secret123!';
const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test');
const databaseName = `cluster_${run}`;
export const databaseUrl = Object.assign(new URL(base), { pathname: `/${databaseName}` }).toString();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const root = path.resolve(import.meta.dirname, '../..');

/** A WebM (EBML header, DocType webm) of `bytes` bytes: the upstream reads a video's type from its first bytes. */
export const webmOf = (bytes) => {
  const head = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701', 'hex');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 7), randomBytes(0)]);
};
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGNYUaEFRwzEcQAgchShVi1/MwAAAABJRU5ErkJggg==',
  'base64',
);
export const b64 = (text) => Buffer.from(text).toString('base64');
export const tusHeaders = { 'tus-resumable': '1.0.0' };

export let cluster;
export let db;
export let s3;
export let upstreamA;
export let upstreamB;
export let webA;
export let webB;
/** The job whose valid-through day is made past at the start: the scheduler must close it exactly once. */
export let expiredJobId;

export async function poll(what, check, { timeoutMs, intervalMs = 100 }) {
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
export const mailsTo = async (to, subject) =>
  (await mails()).filter((mail) => mail.raw.includes(`To: ${to}`) && (!subject || mail.raw.includes(subject)));

/** A verified candidate registered at `upstreamUrl`, signed in there with a bearer token. */
export async function verifiedCandidate(upstreamUrl, email) {
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

/** A staff sign-in's second step through a website, after the password: the app's current code. */
export async function giveStaffCode(client, websiteUrl) {
  const code = await generate({ secret: staffTotpSecret });
  const signedIn = await client.json('POST', `${websiteUrl}/api/auth/second-factor`, { json: { code } });
  assert.equal(signedIn.status, 200, JSON.stringify(signedIn.data));
}

export async function multipartUpload(client, url, field, { name, type, bytes }) {
  const form = new FormData();
  form.set(field, new Blob([bytes], { type }), name);
  return client.json('POST', url, { body: form });
}

/** The bucket's keys (every store's prefix). */
export async function bucketKeys() {
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
      env: {
        RATE_LIMIT_PER_MINUTE: '3',
        UPLOADS_PER_HOUR: '200',
        DEMO_ADMIN_PASSWORD: staffPassword,
        DEMO_ADMIN_TOTP_SECRET: staffTotpSecret,
      },
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
