/**
 * The Node options the server runs with, in `npm start` and wherever tests and benchmarks start
 * it. Semi-spaces of 16 MB (V8's own size for a heap like this one) leave renders' short-lived
 * objects to the young generation: with 4 MB, collections took a fifth of a loaded instance's
 * time, and under the soak its readers' p99 was 423 ms instead of 286 (for some 30 MB more
 * resident, docs/benchmarks.md#soak). The heap of 384 MB
 * holds what the server may hold at once: the page cache (PAGE_CACHE_MAX_MB, 64 by default), two
 * renders of the longest day at a million entries (some 100 MB each, RENDERS_AT_ONCE) and the
 * rest; at 256 MB such renders ran it out of memory.
 */
export const SERVER_NODE_OPTIONS = ['--max-old-space-size=384', '--max-semi-space-size=16'] as const;

/** What `npm start` runs: the server bundled into plain JavaScript by `npm run build` (scripts/build-server.ts). */
export const SERVER_BUNDLE = 'build/site/main.mjs';
