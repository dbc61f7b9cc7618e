// Issue 25's figure: the job page and /api/home through haproxy in front of two instances, against one instance
// asked directly (no haproxy), in interleaved wrk rounds of the same run. On two cores the point is no loss,
// not a gain: both instances share the cores the single one has to itself.
import path from 'node:path';
import { startCluster } from '../cluster/topology.mjs';
import { dropDatabase, freshDatabase } from './postgres.mjs';
import { row } from './report.mjs';
import { compareWrk } from './wrk.mjs';

const rate = (r) =>
  `${Math.round(r.rps)} req/s, p99 ${Number(r.p99.toFixed(1))} ms${r.failed ? `, ${r.failed} failed` : ''}`;
/** Budget: at least 0.8x of one instance (haproxy's hop costs a little; two instances share the same two cores). */
const minRatio = 0.8;

export async function clusterRows({ root, adminUrl, databaseName, load, connections }) {
  const databaseUrl = await freshDatabase(adminUrl, databaseName);
  if (!databaseUrl) return [];
  const cluster = await startCluster({
    dir: path.join(root, 'data-bench', 'cluster'),
    databaseUrl,
    // The bench's load comes from one address: the per-address limit of the full job list would refuse it.
    env: { HEAVY_READS_PER_MINUTE: '1000000' },
    onProgress: (message) => console.log(`[bench] cluster: ${message}`),
  });
  try {
    const [upstream] = cluster.upstreams;
    const [website] = cluster.websites;
    const { data } = await (await fetch(`${cluster.apiUrl}/api/job-opening?limit=1`)).json();
    const jobPage = `/candidates/${data[0].slug}`;
    const figures = [
      {
        label: 'GET /api/home',
        target: `${cluster.apiUrl}/api/home`,
        baseline: `${upstream.url}/api/home`,
        connections: connections.small,
      },
      {
        label: `job page ${jobPage}`,
        target: `${cluster.url}${jobPage}`,
        baseline: `${website.url}${jobPage}`,
        connections: connections.large,
      },
    ];
    const rows = [];
    for (const figure of figures) {
      const best = await compareWrk(figure.target, figure.baseline, {
        ...load,
        connections: figure.connections,
        headers: { 'accept-encoding': 'gzip' },
      });
      const ratio = best.target.rps / best.baseline.rps;
      rows.push(
        row(
          `${figure.label} through haproxy, 2 instances`,
          rate(best.target),
          `${rate(best.baseline)} (1 instance, direct)`,
          `${ratio.toFixed(2)}x`,
          `>= ${minRatio}x`,
          ratio >= minRatio && !best.target.failed,
        ),
      );
    }
    return rows;
  } finally {
    await cluster.stop();
    await dropDatabase(adminUrl, databaseName);
  }
}
