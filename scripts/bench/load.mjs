// Load measurements: one answer fetched as bytes, and a target measured against its baseline in
// interleaved rounds (target, baseline, target, …) so both see the same machine; the best round counts.
import { get } from 'node:http';
import autocannon from 'autocannon';

/** What a browser asks with: compressed answers. */
export const gzipHeaders = { 'accept-encoding': 'gzip' };

/** One GET as raw bytes (not decompressed), with its status and headers. */
export function fetchRaw(url, headers = gzipHeaders) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

function once(url, { connections, seconds, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers, timeout: 30 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const summary = (result) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  // Anything but a 2xx (or a timeout) means the figure measured errors, which the table says.
  failed: result.non2xx + result.errors + result.timeouts,
});

/**
 * Waits until every `url` answers twice in a row within 100 ms (at most `seconds`): a run ends with
 * requests still queued in a slow server, and the next run must not pay for them.
 */
export async function settle(urls, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (const url of urls) {
    let fast = 0;
    while (fast < 2 && Date.now() < deadline) {
      const started = Date.now();
      await fetch(url).then(
        (res) => res.arrayBuffer(),
        () => undefined,
      );
      fast = Date.now() - started < 100 ? fast + 1 : 0;
      if (!fast) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Measures `target` and `baseline` URLs alternately for `rounds` rounds after a short warm-up of each;
 * returns the best round of each (highest req/s) with its p99 in ms. `idle` lists cheap URLs that
 * answer fast again once the servers have worked off a run (see settle).
 */
export async function compare(target, baseline, { connections, seconds, rounds, idle, headers = gzipHeaders }) {
  const options = { connections, seconds, headers };
  const run = async (url, runOptions) => {
    const result = await once(url, runOptions);
    await settle(idle);
    return result;
  };
  await run(target, { ...options, seconds: 1 });
  await run(baseline, { ...options, seconds: 1 });
  const best = { target: null, baseline: null };
  for (let round = 0; round < rounds; round++) {
    for (const [side, url] of [
      ['target', target],
      ['baseline', baseline],
    ]) {
      const result = summary(await run(url, options));
      if (!best[side] || result.rps > best[side].rps) best[side] = result;
    }
  }
  return best;
}
