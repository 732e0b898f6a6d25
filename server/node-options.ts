/**
 * The Node options the server runs with, in `npm start` and wherever tests and benchmarks start
 * it. A young generation of 4 MB makes V8 collect a burst's garbage before it swells the heap
 * (without it a few hundred pages leave some 550 MB resident instead of 390). The heap of 384 MB
 * holds what the server may hold at once: the page cache (PAGE_CACHE_MAX_MB, 64 by default), two
 * renders of the longest day at a million entries (some 100 MB each, RENDERS_AT_ONCE) and the
 * rest; at 256 MB such renders ran it out of memory.
 */
export const SERVER_NODE_OPTIONS = ['--max-old-space-size=384', '--max-semi-space-size=16'] as const;

/** What `npm start` runs: the server bundled into plain JavaScript by `npm run build` (scripts/build-server.ts). */
export const SERVER_BUNDLE = 'build/site/main.mjs';
