// Throughput against a bare node:http baseline is measured with wrk (Debian's, C): autocannon, in
// node, saturates near 20,000 req/s on this machine and would cap the baseline, not measure it.
import { execFile } from 'node:child_process';
import { settle } from './load.mjs';
import { cpuMs } from './processes.mjs';

const units = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
/** '812.00us', '4.10ms', '1.20s' in milliseconds. */
const millis = (text) => {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  return value === undefined ? NaN : Number(value) * units[unit];
};

/** wrk's report (with --latency) as numbers: req/s, p50/p99 in ms, requests, and failures. */
export function parseWrk(output) {
  const number = (pattern) => Number(pattern.exec(output)?.[1] ?? 0);
  const percentile = (p) => millis(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const rps = number(/^Requests\/sec:\s+([\d.]+)/m);
  if (!rps && !/requests in/.test(output)) throw new Error(`wrk gave no figures:\n${output}`);
  return {
    rps,
    p50: percentile(50),
    p99: percentile(99),
    requests: number(/(\d+) requests in/),
    // A non-2xx answer or a socket error means the figure measured failures, which the table says.
    failed:
      number(/Non-2xx or 3xx responses: (\d+)/) + (socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0),
  };
}

/** One wrk run: `connections` over one thread (the server has the other core), `seconds` long. */
export function wrk(url, { connections, seconds, headers = {} }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  return new Promise((resolve, reject) => {
    execFile('wrk', [...args, url], { timeout: (seconds + 30) * 1000 }, (err, stdout, stderr) => {
      if (err)
        return reject(
          new Error(
            `wrk ${url}: ${err.code === 'ENOENT' ? 'not installed (apt-get install wrk)' : stderr || err.message}`,
          ),
        );
      try {
        resolve(parseWrk(stdout));
      } catch (parseError) {
        reject(parseError);
      }
    });
  });
}

/**
 * `target` against `baseline` in interleaved rounds (target, baseline, target, …) after a one-second
 * warm-up of each, so both see the same machine; the best round of each counts. `idle` URLs must
 * answer fast again between runs (load.mjs settle). With `pids` ({ target, baseline }: the serving
 * process of each), each result also holds the server's CPU a request (`cpuUs`) and its share of a
 * core (`cpuShare`): on a shared machine a ratio can move with the neighbours while the work a
 * request costs stays put, and these tell the two apart.
 */
export async function compareWrk(target, baseline, { connections, seconds, rounds, idle = [], headers, pids = {} }) {
  const run = async (url, runSeconds, pid) => {
    const cpuBefore = pid ? cpuMs(pid) : 0;
    const result = await wrk(url, { connections, seconds: runSeconds, headers });
    if (pid && result.requests > 0) {
      const used = cpuMs(pid) - cpuBefore;
      Object.assign(result, { cpuUs: (used * 1000) / result.requests, cpuShare: used / (runSeconds * 1000) });
    }
    await settle(idle);
    return result;
  };
  await run(target, 1);
  await run(baseline, 1);
  const best = { target: null, baseline: null };
  for (let round = 0; round < rounds; round++) {
    for (const [side, url] of [
      ['target', target],
      ['baseline', baseline],
    ]) {
      const result = await run(url, seconds, pids[side]);
      if (!best[side] || result.rps > best[side].rps) best[side] = result;
    }
  }
  return best;
}
