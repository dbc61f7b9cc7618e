// Answers against a bare node:http server sending the same bytes (status, headers, gzip), under wrk:
// the upstream's small answers, its large list, and the website's forwarding of that list.
import { replayable, startBareServer } from './bare-server.mjs';
import { fetchRaw, gzipHeaders } from './load.mjs';
import { stopProcess } from './processes.mjs';
import { row, size } from './report.mjs';
import { compareWrk } from './wrk.mjs';

/** The server's CPU a request and its share of a core, when measured (wrk.mjs compareWrk's `pids`). */
const cpuOf = (r) =>
  r.cpuUs === undefined ? '' : `, CPU ${Math.round(r.cpuUs)} µs a request (${Math.round(r.cpuShare * 100)}% of a core)`;
export const rate = (r) =>
  r.requests === 0
    ? 'no request completed within the run'
    : `${Math.round(r.rps)} req/s, p99 ${Number(r.p99.toFixed(1))} ms${r.failed ? `, ${r.failed} failed` : ''}${cpuOf(r)}`;
const ratioOf = (target, baseline) => (baseline.rps > 0 ? `${(target.rps / baseline.rps).toFixed(2)}x` : '—');

/**
 * One row per target ({ label, url, path, connections, minRatio, maxP99?, absentOk?, pid? }): its
 * answer is recorded, a bare server on `barePort` replays it, and both are measured in interleaved wrk
 * rounds. `absentOk` names what a non-200 answer means when that is allowed (e.g. 'not forwarded');
 * `pid`, the process serving the target, adds both servers' CPU a request to the row.
 */
export async function throughputRows(targets, { barePort, load, idle }) {
  const answers = {};
  for (const t of targets) {
    t.answer = await fetchRaw(t.url);
    if (t.answer.status === 200) answers[t.path] = replayable(t.answer);
  }
  const bare = await startBareServer(answers, barePort);
  const rows = [];
  try {
    for (const t of targets) {
      const budget = `>= ${t.minRatio}x${t.maxP99 ? `, p99 <= ${t.maxP99} ms` : ''}`;
      if (t.answer.status !== 200) {
        const absent = t.absentOk ? `${t.absentOk} (${t.answer.status})` : `missing (${t.answer.status})`;
        rows.push(row(t.label, absent, '', '', budget, Boolean(t.absentOk)));
        continue;
      }
      const { target, baseline } = await compareWrk(t.url, `http://127.0.0.1:${barePort}${t.path}`, {
        connections: t.connections,
        idle,
        headers: gzipHeaders,
        pids: t.pid ? { target: t.pid, baseline: bare.pid } : {},
        ...load,
      });
      const ratio = target.rps / baseline.rps;
      const ok = !target.failed && ratio >= t.minRatio && (!t.maxP99 || target.p99 <= t.maxP99);
      const bytes = `${size(t.answer.body.length)}${t.answer.headers['content-encoding'] ? ' gzip' : ''}`;
      rows.push(row(`${t.label}, ${bytes}`, rate(target), rate(baseline), ratioOf(target, baseline), budget, ok));
    }
  } finally {
    await stopProcess(bare);
  }
  return rows;
}
