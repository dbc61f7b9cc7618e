#!/usr/bin/env node
// `npm run cluster`: the shared topology on one machine (docs/cluster.md): two upstream and
// two website instances on one PostgreSQL, Redis and an S3-compatible store, behind haproxy. Ctrl-C stops it all.
// PostgreSQL: DATABASE_URL, or the machine's server on 127.0.0.1:5432 (database bayanihan_gulf_cluster, made when
// missing). REDIS_URL and S3_ENDPOINT (with S3_BUCKET and keys) are used when set; otherwise each is started here.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readyReport } from './cluster/ready-report.mjs';
import { startCluster } from './cluster/topology.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const user = encodeURIComponent(os.userInfo().username);
const databaseUrl = process.env.DATABASE_URL || `postgres://${user}@127.0.0.1:5432/bayanihan_gulf_cluster`;
const s3Env = process.env.S3_ENDPOINT
  ? Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_')))
  : undefined;

const startedAt = Date.now();
try {
  const cluster = await startCluster({
    dir: path.join(root, 'data', 'cluster'),
    port: process.env.PORT ? Number(process.env.PORT) : 3000,
    databaseUrl,
    redisUrl: process.env.REDIS_URL,
    s3Env,
    onProgress: (message) => console.log(`[cluster] ${message}`),
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  for (const line of readyReport(cluster, seconds)) console.log(`[cluster] ${line}`);
  const shutdown = () => cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (err) {
  console.error(`[cluster] ${err.message}`);
  process.exit(1);
}
