// Interleaved wrk runs against several servers in one round after another, best of each: what every
// PostgreSQL-backed budget of `npm run bench` is measured with on this shared, noisy machine.
import { cpuMs } from './processes.mjs';
import { wrk } from './wrk.mjs';

/** Interleaved wrk runs of each target, `rounds` times; the best p99 and req/s of each. */
export async function interleaved(targets, { seconds, rounds, headers }) {
  const best = targets.map(() => null);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) {
      const cpuBefore = cpuMs(t.pid);
      const run = { ...(await wrk(t.url, { connections: t.connections, seconds, headers })), cpu: 0 };
      run.cpu = cpuMs(t.pid) - cpuBefore;
      const sum = (key) => (best[i]?.[key] ?? 0) + run[key];
      best[i] = {
        ...run,
        p99: Math.min(best[i]?.p99 ?? Infinity, run.p99),
        rps: Math.max(best[i]?.rps ?? 0, run.rps),
        requests: sum('requests'),
        failed: sum('failed'),
        cpu: sum('cpu'),
      };
    }
  }
  return best;
}

// The upstream's CPU a request holds whatever the machine's other load (a p99 does not, on a shared machine).
export const figure = (r) =>
  `p99 ${r.p99.toFixed(2)} ms, ${Math.round(r.rps)} req/s, ${Math.round((r.cpu * 1000) / r.requests)} µs CPU a request${r.failed ? `, ${r.failed} failed` : ''}`;
