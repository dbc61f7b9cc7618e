// The upstream's V8 heap flags: `npm start` (start.mjs) and the bench (bench/upstream-process.mjs) run it with the same.

/**
 * Smaller young generation (V8's default is 16 MB a semi-space): about 30-60 MB less RSS, search speed
 * within noise. Held at that size: V8 had shrunk it to 1 MB after the bench's 500 job creations, and
 * each public read then paid for scavenges eight times as often (about 45 µs of CPU per /api/home
 * instead of 30); shrunk, the CSV export's batches also outlived two scavenges and were promoted
 * (RSS +11 to +52 MB an export of 100,000 rows, against +1 to +5 MB held at 8).
 */
export const upstreamHeapFlags = ['--max-semi-space-size=8', '--min-semi-space-size=8'];
