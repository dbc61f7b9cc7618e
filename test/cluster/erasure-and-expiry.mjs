// The cluster test's last steps (cluster.test.mjs): an erased account leaves nothing in the versioned bucket, and
// the scheduler of two instances closes an expired job exactly once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GetBucketVersioningCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import { candidate, storedNames } from './across-instances.mjs';
import { bucketKeys, cluster, db, expiredJobId, password, poll, s3, upstreamA } from './cluster-world.mjs';

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
