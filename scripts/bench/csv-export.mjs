// The staff's CSV export of applications: every matching row, its first byte at once, flat memory.
import { get } from 'node:http';
import { rssKb } from './upstream-process.mjs';

/** Records in CSV text, counting line breaks outside quoted fields (a field may hold one). */
export function csvRecords() {
  let quoted = false;
  let records = 0;
  let pending = false;
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i];
        if (c === 0x22) quoted = !quoted;
        else if (c === 0x0a && !quoted) {
          records++;
          pending = false;
          continue;
        }
        if (c !== 0x0d) pending = true;
      }
    },
    /** Records seen, a last one without a line break included. */
    get count() {
      return records + (pending ? 1 : 0);
    },
  };
}

/**
 * Downloads `path` and answers its data rows (header excluded), the time to the first byte of the
 * body and to the end, and the upstream's RSS before and at its peak while sending (sampled every 50 ms).
 */
export function measureCsv(upstream, path, headers, pid) {
  const before = rssKb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 50);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get(`${upstream}${path}`, { headers }, (res) => {
      const records = csvRecords();
      let firstByte;
      res.on('data', (chunk) => {
        firstByte ??= performance.now() - started;
        records.push(chunk);
      });
      res.on('end', () => {
        clearInterval(sampler);
        peak = Math.max(peak, rssKb(pid));
        resolve({
          status: res.statusCode,
          rows: Math.max(0, records.count - 1),
          firstByteMs: Math.round(firstByte ?? NaN),
          totalMs: Math.round(performance.now() - started),
          rssBeforeKb: before,
          rssPeakKb: peak,
        });
      });
      res.on('error', reject);
    }).on('error', (err) => {
      clearInterval(sampler);
      reject(err);
    });
  });
}
