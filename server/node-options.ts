/**
 * The Node options the server runs with, in `npm start` and wherever tests and benchmarks start
 * it: a young generation of 4 MB and a heap of 256 MB make V8 collect before the heap swells with
 * a burst's garbage (without them a few hundred pages leave some 550 MB resident instead of 390).
 */
export const SERVER_NODE_OPTIONS = ['--max-old-space-size=256', '--max-semi-space-size=4'] as const;
