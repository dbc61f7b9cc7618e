// The shared topology on one machine, as an operator would run it on several: PostgreSQL, Redis, an S3-compatible
// store, two upstream and two website instances, and haproxy in front of each pair. `npm run cluster` and the
// cluster test (test/cluster/) start it with `startCluster`.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildServers } from '../build-servers.mjs';
import { upstreamAllocatorEnv, upstreamNodeFlags, websiteAllocatorEnv, websiteNodeFlags } from '../node-flags.mjs';
import { startProcess, startRedis, stopProcess, waitForOk } from './processes.mjs';
import { freePort, s3Environment, startS3Server } from './s3-server.mjs';
import { takenPorts } from './taken-ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const secret = () => randomBytes(32).toString('base64url');

function haproxyConfig({ webPort, apiPort, websites, upstreams }) {
  const servers = (list, check) =>
    list
      .map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check inter 500 fall 2 rise 1${check}`)
      .join('\n');
  return `global
  maxconn 4096
  # One thread: on a small machine haproxy shares the cores with the instances it balances.
  nbthread 1
defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout http-request 30s
  # A request refused by an instance that just stopped is sent to the other one.
  retries 3
  option redispatch
frontend web
  bind 127.0.0.1:${webPort}
  option forwardfor
  default_backend websites
backend websites
  balance roundrobin
  option httpchk GET /robots.txt
${servers(websites, '')}
frontend api
  bind 127.0.0.1:${apiPort}
  default_backend upstreams
backend upstreams
  balance roundrobin
  option httpchk GET /api/ready
${servers(upstreams, '')}
`;
}

/** Creates the database when it does not exist (the machine's PostgreSQL, reached with the same user). */
async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import(path.join(root, 'node_modules/pg/lib/index.js'));
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the whole topology and resolves once haproxy answers through both pairs. Services given by the
 * environment (REDIS_URL, S3_ENDPOINT…) are used as they are; missing ones are started here.
 */
export async function startCluster({
  dir,
  port,
  databaseUrl,
  redisUrl,
  s3Env,
  bucket = 'bayanihan-gulf',
  env: extraEnv = {},
  onProgress = () => {},
} = {}) {
  // Every port haproxy and the instances will bind, chosen and checked before anything starts.
  const webPort = port ?? (await freePort());
  const apiPort = await freePort();
  const upstreams = [];
  for (const name of ['a', 'b']) upstreams.push({ name, port: await freePort() });
  const websites = [];
  for (const name of ['a', 'b']) websites.push({ name, port: await freePort() });
  const taken = await takenPorts([
    { port: webPort, what: port ? 'PORT, the address haproxy serves the websites on' : 'haproxy (websites)' },
    { port: apiPort, what: 'haproxy (upstreams)' },
    ...upstreams.map((instance) => ({ port: instance.port, what: `upstream ${instance.name}` })),
    ...websites.map((instance) => ({ port: instance.port, what: `website ${instance.name}` })),
  ]);
  if (taken.length > 0) {
    const named = taken.map((entry) => `${entry.port} (${entry.what})`).join(', ');
    const [noun, verb] = taken.length === 1 ? ['port', 'is'] : ['ports', 'are'];
    throw new Error(
      `${noun} ${named} ${verb} already in use on 127.0.0.1: stop what listens there or set PORT to another`,
    );
  }
  dir ??= await mkdtemp(path.join(tmpdir(), 'cluster-'));
  await mkdir(dir, { recursive: true });
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    if (!databaseUrl) throw new Error('startCluster: databaseUrl is required');
    await ensureDatabase(databaseUrl);

    const redis = redisUrl ? undefined : await startRedis(dir);
    if (redis) stops.push(redis.stop);
    onProgress(`Redis: ${redisUrl ?? redis.url}`);

    let s3;
    if (!s3Env) {
      onProgress('S3: starting a one-node Ceph radosgw (about 15 s)…');
      s3 = await startS3Server({ dir: path.join(dir, 's3') });
      stops.push(s3.stop);
      s3Env = s3Environment(s3, bucket);
    }
    onProgress(`S3: ${s3Env.S3_ENDPOINT} bucket ${s3Env.S3_BUCKET}`);

    const url = `http://127.0.0.1:${webPort}`;
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const secrets = {
      SESSION_SECRET: secret(),
      REVALIDATE_SECRET: secret(),
      WEBSITE_SECRET: secret(),
      JWT_SECRET: secret(),
    };
    // PUBLIC_URL on the upstreams too: their mails link to the cluster's address, not http://localhost:3000.
    const shared = { ...secrets, SHARED_MODE: 'on', REDIS_URL: redisUrl ?? redis.url, PUBLIC_URL: url, ...extraEnv };
    // While Redis is down the upstreams ask one website (through haproxy) to purge, as on one machine (docs/redis.md).
    const upstreamOnly = { WEBSITE_URL: url };

    const built = await buildServers(['upstream', 'web']);
    for (const instance of upstreams) {
      const dataDir = path.join(dir, `upstream-${instance.name}`);
      await mkdir(dataDir, { recursive: true });
      instance.url = `http://127.0.0.1:${instance.port}`;
      instance.dataDir = dataDir;
      instance.env = {
        ...shared,
        ...s3Env,
        ...upstreamAllocatorEnv,
        ...upstreamOnly,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        UPSTREAM_PORT: String(instance.port),
      };
      // Every line the instance printed, across restarts (the tests count task runs in them).
      instance.lines = [];
      instance.start = () => {
        instance.process = startProcess(
          `upstream-${instance.name}`,
          process.execPath,
          [...upstreamNodeFlags, built.upstream],
          {
            cwd: path.join(root, 'upstream'),
            env: instance.env,
            logFile: path.join(dir, `upstream-${instance.name}.log`),
            lines: instance.lines,
          },
        );
        return instance.process;
      };
      instance.stop = (signal) => stopProcess(instance.process, signal);
      stops.push(() => instance.stop());
    }
    // Both at the same moment on what may be an empty database: the advisory lock orders migrations and seeding.
    onProgress('Upstreams: starting two at once…');
    for (const instance of upstreams) instance.start();
    await Promise.all(
      upstreams.map((instance) =>
        waitForOk(`upstream ${instance.name}`, `${instance.url}/api/ready`, { child: instance.process.child }),
      ),
    );

    const haproxyFile = path.join(dir, 'haproxy.cfg');
    await writeFile(haproxyFile, haproxyConfig({ webPort, apiPort, websites, upstreams }));
    await promisify(execFile)('haproxy', ['-c', '-q', '-f', haproxyFile]).catch((err) => {
      throw new Error(`haproxy is missing or refused its configuration (Debian package haproxy): ${err.message}`);
    });
    const haproxy = startProcess('haproxy', 'haproxy', ['-db', '-f', haproxyFile], {
      logFile: path.join(dir, 'haproxy.log'),
    });
    stops.push(() => stopProcess(haproxy));
    await waitForOk('haproxy (upstreams)', `${apiUrl}/api/ready`, { child: haproxy.child });

    const websiteEnv = {
      ...shared,
      ...websiteAllocatorEnv,
      UPSTREAM_API_URL: apiUrl,
      TRUSTED_PROXIES: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
    };
    // One build for every website instance (its id comes from the build's inputs, not chance).
    onProgress('Website: building once for both instances (about 2 minutes)…');
    const next = path.join(root, 'node_modules/next/dist/bin/next');
    // `npm start` must not take this build (other addresses and data) for its own.
    await rm(path.join(root, '.next', 'start-build-env.json'), { force: true });
    const build = startProcess('next build', process.execPath, [next, 'build'], {
      env: websiteEnv,
      logFile: path.join(dir, 'next-build.log'),
    });
    const buildCode = await new Promise((resolve) => build.child.on('exit', resolve));
    if (buildCode !== 0) throw new Error(`next build failed (see ${path.join(dir, 'next-build.log')})`);

    for (const instance of websites) {
      instance.url = `http://127.0.0.1:${instance.port}`;
      instance.env = { ...websiteEnv, NODE_ENV: 'production', PORT: String(instance.port) };
      instance.start = () => {
        instance.process = startProcess(
          `website-${instance.name}`,
          process.execPath,
          [...websiteNodeFlags, built.web],
          {
            env: instance.env,
            logFile: path.join(dir, `website-${instance.name}.log`),
          },
        );
        return instance.process;
      };
      instance.stop = (signal) => stopProcess(instance.process, signal);
      stops.push(() => instance.stop());
      instance.start();
    }
    await Promise.all(
      websites.map((instance) =>
        waitForOk(`website ${instance.name}`, `${instance.url}/robots.txt`, { child: instance.process.child }),
      ),
    );
    await waitForOk('haproxy (websites)', `${url}/robots.txt`, { child: haproxy.child });

    return { dir, url, apiUrl, databaseUrl, secrets, redis, s3, s3Env, upstreams, websites, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
