#!/usr/bin/env node
// An S3-compatible store on loopback for tests and `npm run cluster`: Debian's Ceph radosgw over a one-node
// cluster (one monitor, one memstore OSD), started from an empty folder in about 15 s and about 140 MB.
// The npm `s3rver` cannot stand in: it lacks ListParts, so tus uploads on S3 could not resume.
// Usage: node scripts/cluster/s3-server.mjs [--dir DIR] [--port PORT]  (prints the S3_* variables; Ctrl-C stops it)
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Debian packages it needs, for the message when they are missing. */
export const s3ServerPackages = ['radosgw', 'ceph-mon', 'ceph-osd'];

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function configText({ dir, fsid, monPort, port }) {
  return `[global]
fsid = ${fsid}
mon host = v1:127.0.0.1:${monPort}
mon initial members = a
ms bind msgr2 = false
public addr = 127.0.0.1
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon allow pool size one = true
mon max pg per osd = 1000
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
osd objectstore = memstore
memstore device bytes = 4294967296
run dir = ${dir}/run
admin socket = ${dir}/run/$name.asok
pid file = ${dir}/run/$name.pid
log file = ${dir}/log/$name.log
mon data = ${dir}/mon/$name
osd data = ${dir}/osd/$name
keyring = ${dir}/keyring
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:${port}
rgw data = ${dir}/rgw
`;
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`S3 test server: ${what} not ready after ${timeoutMs / 1000} s`);
    await sleep(300);
  }
}

/**
 * Starts the store; resolves once it answers S3 calls with the returned keys. `stop()` ends every daemon and
 * removes the folder (the store keeps everything in memory anyway).
 */
export async function startS3Server({ dir, port } = {}) {
  for (const command of ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'ceph']) {
    await run('sh', ['-c', `command -v ${command}`]).catch(() => {
      throw new Error(`S3 test server: ${command} is missing; install Debian's ${s3ServerPackages.join(' ')}`);
    });
  }
  dir ??= await mkdtemp(path.join(tmpdir(), 's3-server-'));
  port ??= await freePort();
  const monPort = await freePort();
  const fsid = randomUUID();
  const conf = path.join(dir, 'ceph.conf');
  for (const sub of ['run', 'log', 'mon', 'osd', 'rgw']) await mkdir(path.join(dir, sub), { recursive: true });
  await writeFile(conf, configText({ dir, fsid, monPort, port }));
  const ceph = (...args) => run('ceph', ['-c', conf, '--connect-timeout', '10', ...args]);

  const keyring = path.join(dir, 'keyring');
  // One keyring holds every daemon's key; the monitor's first start takes them all into its auth database.
  const keys = [
    ['mon.', ['mon', 'allow *']],
    ['client.admin', ['mon', 'allow *', 'osd', 'allow *', 'mgr', 'allow *']],
    ['osd.0', ['mon', 'allow profile osd', 'osd', 'allow *', 'mgr', 'allow profile osd']],
    ['client.rgw', ['mon', 'allow rw', 'osd', 'allow rwx']],
  ];
  for (const [index, [name, caps]] of keys.entries()) {
    const capArgs = [];
    for (let i = 0; i < caps.length; i += 2) capArgs.push('--cap', caps[i], caps[i + 1]);
    await run('ceph-authtool', [
      ...(index === 0 ? ['--create-keyring'] : []),
      keyring,
      '--gen-key',
      '-n',
      name,
      ...capArgs,
    ]);
  }
  const monmap = path.join(dir, 'monmap');
  await run('monmaptool', ['--create', '--addv', 'a', `[v1:127.0.0.1:${monPort}]`, '--fsid', fsid, monmap]);
  await run('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', monmap, '--keyring', keyring, '-c', conf]);

  const daemons = [];
  const start = (command, args) => {
    const child = spawn(command, [...args, '-c', conf, '-f'], { stdio: 'ignore' });
    daemons.push(child);
    return child;
  };
  const stop = async () => {
    process.off('exit', killAll);
    for (const child of daemons.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(3000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };
  // The daemons must not outlive a test run that ends abruptly.
  const killAll = () => daemons.forEach((child) => child.kill('SIGKILL'));
  process.on('exit', killAll);

  try {
    start('ceph-mon', ['-i', 'a']);
    await waitFor('the monitor', async () => (await ceph('-s')).stdout.includes('quorum'), 20_000);
    const osdUuid = randomUUID();
    await ceph('osd', 'new', osdUuid);
    await mkdir(path.join(dir, 'osd', 'osd.0'), { recursive: true });
    await run('ceph-osd', ['-i', '0', '--mkfs', '--osd-uuid', osdUuid, '-c', conf]);
    start('ceph-osd', ['-i', '0']);
    await waitFor('the OSD', async () => (await ceph('osd', 'stat')).stdout.includes('1 up'), 30_000);
    const endpoint = `http://127.0.0.1:${port}`;
    let gateway;
    // The gateway alone can be stopped and started again: tests see what the app does while S3 is away.
    const startGateway = async () => {
      gateway = start('radosgw', ['-n', 'client.rgw']);
      await waitFor('radosgw', async () => (await fetch(endpoint)).ok, 60_000);
    };
    const stopGateway = async () => {
      const exited = new Promise((resolve) => gateway.once('exit', resolve));
      gateway.kill('SIGKILL');
      await exited;
    };
    await startGateway();
    const accessKeyId = `AK${randomBytes(9).toString('hex').toUpperCase()}`;
    const secretAccessKey = randomBytes(24).toString('base64url');
    await run('radosgw-admin', [
      '-c',
      conf,
      '-n',
      'client.admin',
      'user',
      'create',
      '--uid=app',
      '--display-name=app',
      `--access-key=${accessKeyId}`,
      `--secret=${secretAccessKey}`,
    ]);
    return { endpoint, region: 'us-east-1', accessKeyId, secretAccessKey, dir, stop, stopGateway, startGateway };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The environment an upstream instance needs to use the store (bucket chosen by the caller). */
export function s3Environment(server, bucket) {
  return {
    S3_ENDPOINT: server.endpoint,
    S3_REGION: server.region,
    S3_ACCESS_KEY_ID: server.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.secretAccessKey,
    S3_BUCKET: bucket,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const startedAt = Date.now();
  const server = await startS3Server({ dir: arg('--dir'), port: arg('--port') ? Number(arg('--port')) : undefined });
  console.log(`S3 store ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:`);
  for (const [name, value] of Object.entries(s3Environment(server, 'bayanihan-gulf'))) console.log(`${name}=${value}`);
  const shutdown = () => server.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
