// The cluster test's first steps (cluster.test.mjs): the topology starts, says where it is, and refuses what an
// operator could get wrong (a port taken, a secret or the S3 store missing).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { readyReport } from '../../scripts/cluster/ready-report.mjs';
import { startCluster } from '../../scripts/cluster/topology.mjs';
import { cluster, databaseUrl, db, root, upstreamA, upstreamB, webB } from './cluster-world.mjs';

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
