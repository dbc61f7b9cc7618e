// The V8 flags and glibc allocator settings each server runs with: `npm start` (start.mjs), the cluster
// (cluster/topology.mjs) and the bench (bench/upstream-process.mjs) all start them with these.

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

/**
 * glibc's allocator settings (other C libraries ignore them). By default glibc gives each thread that
 * allocates its own arena, and zlib, brotli, libvips and V8's compilers run on pool threads, so freed
 * memory stays spread over many arenas; and once a large block is freed glibc raises its mmap
 * threshold, so later large buffers are carved from those arenas and never handed back. Two arenas and
 * a fixed threshold (blocks from it up are always mmap'd, so freeing returns them): docs/decisions/0018.
 *
 * The upstream's threshold is 32 KB, the size of V8's largest compiler zone segment: compiling
 * PGlite's WebAssembly (PostgreSQL, several MB of code) and the hot JavaScript takes tens of
 * thousands of them on background threads, and at 128 KB the arena they were freed into kept 50 to
 * 70 MB after start-up (276 to 281 MB RSS at 500 jobs, against 207 to 212 at 16 or 32 KB; the same CPU
 * a request for /api/home). Its HTTP reads go into node's one static parser buffer, not per-read
 * blocks. The website keeps 128 KB: its fetches to the upstream read sockets into a fresh 64 KB block
 * each time, which a lower threshold would map and unmap per read, for no smaller RSS after its load.
 */
export const upstreamAllocatorEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };
export const websiteAllocatorEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
