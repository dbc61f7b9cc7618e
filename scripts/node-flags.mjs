// The V8 flags each server runs with: `npm start` (start.mjs), the cluster (cluster/topology.mjs) and the
// bench (bench/upstream-process.mjs) all start them with these.

/**
 * Smaller young generation (V8's default is 16 MB a semi-space): about 30-60 MB less RSS, search speed
 * within noise. Held at that size: V8 had shrunk it to 1 MB after the bench's 500 job creations, and
 * each public read then paid for scavenges eight times as often (about 45 µs of CPU per /api/home
 * instead of 30); shrunk, the CSV export's batches also outlived two scavenges and were promoted
 * (RSS +11 to +52 MB an export of 100,000 rows, against +1 to +5 MB held at 8).
 */
const youngGeneration = ['--max-semi-space-size=8', '--min-semi-space-size=8'];

/**
 * No allocation-site pretenuring (V8's guess, from which objects survived a scavenge, that a code
 * site's objects should be allocated in the old generation). Without it, an upstream put under load
 * right after start-up came up about one time in two in a state it kept for life: node's own
 * per-request objects (IncomingMessage, ServerResponse, their streams' state) promoted instead of dying
 * young, 150 MB of garbage every two seconds, a mark-compact each time (marking on a second core), 45
 * to 78 µs of CPU per /api/home instead of 25 to 40. On a just-grown 10k PGlite database under wrk: 7
 * of 15 starts without this flag, none of 14 with it. Why the flag prevents it is not proven
 * (docs/performance.md, session 19).
 */
const noPretenuring = ['--no-allocation-site-pretenuring'];

export const upstreamNodeFlags = [...youngGeneration, ...noPretenuring];

/**
 * The website's young generation at the upstream's size too (V8's default grows it to 16 MB a
 * semi-space): after the bench's load of pages and the forwarded job list, its RSS was about 190 MB
 * instead of 208 to 219 (docs/performance.md, session 19). Its pages come from its own cache, so
 * scavenging twice as often costs little.
 */
export const websiteNodeFlags = ['--max-semi-space-size=8'];
