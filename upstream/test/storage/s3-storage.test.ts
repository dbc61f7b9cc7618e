import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetBucketVersioningCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../../src/config';
import { deleteEveryVersion } from '../../src/storage/every-version';
import type { StoredFile } from '../../src/storage/file-storage';
import { openS3Bucket, type S3Bucket } from '../../src/storage/s3-bucket';
import { s3Storage } from '../../src/storage/s3-storage';
import { storageUnavailableMessage } from '../../src/storage/storage-unavailable';
import {
  bucketKeys,
  enableVersioning,
  startS3TestServer,
  uniqueBucket,
  versionKeys,
  type S3TestServer,
} from '../helpers/s3-store';

const hookTimeout = 120_000;
let server: S3TestServer;
let settings: S3Settings;
let scratch: string;

beforeAll(async () => {
  server = await startS3TestServer();
  const { endpoint, region, accessKeyId, secretAccessKey } = server;
  settings = { endpoint, region, accessKeyId, secretAccessKey, bucket: uniqueBucket(), forcePathStyle: true };
  scratch = await mkdtemp(path.join(tmpdir(), 's3-storage-test-'));
}, hookTimeout);
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  await server?.stop();
}, hookTimeout);

/** Every file a store lists. */
async function listAll(files: AsyncIterable<StoredFile>) {
  const all: StoredFile[] = [];
  for await (const file of files) all.push(file);
  return all;
}

/** A local file holding `content`, as an upload leaves one for `putFile`. */
async function localFile(content: string | Buffer) {
  const file = path.join(scratch, randomUUID());
  await writeFile(file, content);
  return file;
}

describe('S3 storage', () => {
  it('puts a file, reads it whole and by range, tells its size, lists it and deletes it; the local file is gone', async () => {
    const bucket = openS3Bucket(settings);
    const storage = s3Storage(bucket, 'private/');
    const name = `${randomUUID()}.pdf`;
    const local = await localFile('0123456789abcdefghij');
    await storage.putFile(local, name);
    expect(await readdir(scratch)).not.toContain(path.basename(local));
    expect(await bucketKeys(server, settings.bucket, 'private/')).toContain(`private/${name}`);

    expect(await text(storage.openRead(name))).toBe('0123456789abcdefghij');
    expect(await text(storage.openRead(name, { start: 5, end: 9 }))).toBe('56789');
    expect(await text(storage.openRead(name, { start: 19, end: 19 }))).toBe('j');
    const info = await storage.stat(name);
    expect(info).toMatchObject({ name, size: 20 });
    expect(Math.abs(info!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await listAll(storage.list())).map((file) => file.name)).toEqual([name]);

    await storage.delete(name);
    expect(await storage.stat(name)).toBeUndefined();
    // Deleting again, or a file never stored, is not an error.
    await storage.delete(name);
    await expect(text(storage.openRead(name))).rejects.toMatchObject({ code: 'ENOENT' });
    bucket.client.destroy();
  });

  it('keeps the private and public prefixes apart, pages through long lists, and takes concurrent puts', async () => {
    const bucket = openS3Bucket(settings);
    const privateStore = s3Storage(bucket, 'paged-private/', 2);
    const publicStore = s3Storage(bucket, 'paged-public/', 2);
    const names = Array.from({ length: 5 }, () => `${randomUUID()}.png`);
    await Promise.all(names.map(async (name) => privateStore.putFile(await localFile(name), name)));
    await publicStore.putFile(await localFile('public'), 'demo-picture.png');

    const listed = (await listAll(privateStore.list())).map((file) => file.name);
    expect(listed.sort()).toEqual([...names].sort());
    expect(await privateStore.stat('demo-picture.png')).toBeUndefined();
    expect((await listAll(publicStore.list())).map((file) => file.name)).toEqual(['demo-picture.png']);
    for (const name of names) expect(await text(privateStore.openRead(name))).toBe(name);
    bucket.client.destroy();
  });

  it('moves an object already in the bucket into the store (a finished resumable upload)', async () => {
    const bucket = openS3Bucket(settings);
    const staging = s3Storage(bucket, 'resumable/');
    const storage = s3Storage(bucket, 'private/');
    await staging.putFile(await localFile('whole upload'), 'abc123');
    const name = `${randomUUID()}.webm`;
    await storage.adopt('resumable/abc123', name);
    expect(await text(storage.openRead(name))).toBe('whole upload');
    expect(await staging.stat('abc123')).toBeUndefined();
    bucket.client.destroy();
  });

  it('refuses names that are paths, never reaching the store', async () => {
    const storage = s3Storage(openS3Bucket(settings), 'private/');
    for (const name of ['../public/x.png', 'a/b.pdf', '.hidden', '']) {
      await expect(storage.stat(name)).rejects.toThrow(/not a stored file name/);
      expect(() => storage.openRead(name)).toThrow(/not a stored file name/);
    }
  });

  it('makes a missing bucket once when several instances start together, and keeps an existing one', async () => {
    const fresh = { ...settings, bucket: uniqueBucket() };
    const instances = Array.from({ length: 4 }, () => openS3Bucket(fresh));
    await Promise.all(instances.map((bucket) => bucket.ready()));
    const storage = s3Storage(instances[0]!, 'public/');
    await storage.putFile(await localFile('kept'), 'kept.png');
    await openS3Bucket(fresh).ready();
    expect(await text(storage.openRead('kept.png'))).toBe('kept');
    for (const bucket of instances) bucket.client.destroy();
  });

  it('answers 503 (StorageUnavailable) for every call while the store cannot be reached', async () => {
    const down = openS3Bucket({ ...settings, endpoint: 'http://127.0.0.1:9' });
    const storage = s3Storage(down, 'private/');
    const unavailable = { statusCode: 503, message: storageUnavailableMessage };
    await expect(down.ready()).rejects.toMatchObject(unavailable);
    const local = await localFile('not stored');
    await expect(storage.putFile(local, 'x.pdf')).rejects.toMatchObject(unavailable);
    // The local file stays for its owner to remove (nothing was taken).
    expect(await readdir(scratch)).toContain(path.basename(local));
    await expect(storage.stat('x.pdf')).rejects.toMatchObject(unavailable);
    await expect(storage.delete('x.pdf')).rejects.toMatchObject(unavailable);
    await expect(listAll(storage.list())).rejects.toMatchObject(unavailable);
    await expect(text(storage.openRead('x.pdf'))).rejects.toMatchObject(unavailable);
    down.client.destroy();
  });
});

describe('S3 storage in a versioned bucket', () => {
  let bucket: S3Bucket;
  beforeAll(async () => {
    bucket = openS3Bucket({ ...settings, bucket: uniqueBucket() });
    await bucket.ready();
    await enableVersioning(server, bucket.name);
  });
  afterAll(() => bucket?.client.destroy());

  const putObject = (Key: string, Body: string) =>
    bucket.client.send(new PutObjectCommand({ Bucket: bucket.name, Key, Body }));
  /** What a plain delete leaves in a versioned bucket: a delete marker over the old versions. */
  const hideObject = (Key: string) => bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key }));

  it('deletes every version and delete marker of a file, and keeps the keys that merely begin like it', async () => {
    const storage = s3Storage(bucket, 'private/');
    const id = randomUUID();
    const name = `${id}.mp4`;
    await storage.putFile(await localFile('first'), name);
    await hideObject(`private/${name}`);
    await storage.putFile(await localFile('second'), name);
    await putObject(`private/${name}.poster.jpg`, 'poster');
    await putObject(`private/${name}.poster.jpg`, 'poster again');
    await storage.putFile(await localFile('shorter name'), id);
    expect(await versionKeys(server, bucket.name, `private/${id}`)).toEqual([
      `private/${id}`,
      ...Array<string>(3).fill(`private/${name}`),
      ...Array<string>(2).fill(`private/${name}.poster.jpg`),
    ]);

    await storage.delete(name);
    expect(await versionKeys(server, bucket.name, `private/${id}`)).toEqual([
      `private/${id}`,
      `private/${name}.poster.jpg`,
      `private/${name}.poster.jpg`,
    ]);
    expect(await text(storage.openRead(id))).toBe('shorter name');
    // A file whose every version is gone already is not an error.
    await storage.delete(name);
  });

  it('pages through the versions (key and version markers) and deletes them a batch at a time', async () => {
    const key = `paged/${randomUUID()}`;
    for (let i = 0; i < 7; i++) await putObject(key, `version ${i}`);
    await hideObject(key);
    await putObject(`${key}.info`, 'its neighbour');
    const sent: string[] = [];
    const client = {
      send: (command: { constructor: { name: string } }) => {
        sent.push(command.constructor.name);
        return bucket.client.send(command as Parameters<S3Client['send']>[0]);
      },
    } as unknown as S3Client;

    await deleteEveryVersion({ ...bucket, client }, [key], { pageSize: 2, deleteBatch: 3 });
    expect(await versionKeys(server, bucket.name, key)).toEqual([`${key}.info`]);
    // Nine entries two a page; eight versions three a call.
    expect(sent.filter((name) => name === 'ListObjectVersionsCommand')).toHaveLength(5);
    expect(sent.filter((name) => name === 'DeleteObjectsCommand')).toHaveLength(3);
  });

  it('moves an object into the store leaving no version of its source, and keeps the upload’s info beside it', async () => {
    const storage = s3Storage(bucket, 'private/');
    const source = `resumable/${randomUUID().replaceAll('-', '')}`;
    await putObject(source, 'first bytes');
    await putObject(source, 'whole upload');
    await putObject(`${source}.info`, '{}');
    const name = `${randomUUID()}.webm`;
    await storage.adopt(source, name);
    expect(await text(storage.openRead(name))).toBe('whole upload');
    expect(await versionKeys(server, bucket.name, source)).toEqual([`${source}.info`]);
  });
});

describe('the bucket the app makes', () => {
  const versioningOf = (bucket: S3Bucket) =>
    bucket.client.send(new GetBucketVersioningCommand({ Bucket: bucket.name })).then((answer) => answer.Status);

  it('turns versioning on in a bucket it makes, as README asks of operators', async () => {
    const bucket = openS3Bucket({ ...settings, bucket: uniqueBucket() });
    await bucket.ready();
    expect(await versioningOf(bucket)).toBe('Enabled');
    bucket.client.destroy();
  });

  it('leaves an existing bucket’s versioning as the operator set it, and deletes its files for good there too', async () => {
    const bucket = openS3Bucket({ ...settings, bucket: uniqueBucket() });
    await bucket.client.send(new CreateBucketCommand({ Bucket: bucket.name }));
    await bucket.ready();
    expect(await versioningOf(bucket)).toBeUndefined();
    const storage = s3Storage(bucket, 'public/');
    await storage.putFile(await localFile('unversioned'), 'picture.png');
    await storage.delete('picture.png');
    expect(await versionKeys(server, bucket.name)).toEqual([]);
    bucket.client.destroy();
  });
});

describe('S3 settings', () => {
  // S3_ENDPOINT switches shared mode on: the upstream's three secrets must be given too.
  const secrets = { JWT_SECRET: 'j'.repeat(40), REVALIDATE_SECRET: 'r'.repeat(40), WEBSITE_SECRET: 'w'.repeat(40) };
  const base = { ...secrets, S3_ENDPOINT: 'http://127.0.0.1:7480' };
  it('requires the bucket and keys once S3_ENDPOINT is set, naming each missing one', () => {
    expect(() => loadConfig(base)).toThrowError(
      /S3_ENDPOINT is set: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrowError(
      /S3_SECRET_ACCESS_KEY must be set too/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Not_A_Bucket' })).toThrowError(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'not a url' })).toThrowError(/S3_ENDPOINT/);
  });

  it('defaults the region and path-style addressing, and keeps files on disk without S3_ENDPOINT', () => {
    const config = loadConfig({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:7480',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3?.forcePathStyle,
    ).toBe(false);
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
