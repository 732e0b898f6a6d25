/**
 * Free TCP ports for servers started by tests and benchmarks. They are taken below the range the
 * system hands out for outgoing connections (32768 and up on Linux), so a client socket cannot
 * take one between the check and the server's start, and at random, so that test files running
 * side by side rarely try the same ones.
 */
import getPort from 'get-port';

const LOWEST = 20000;
const HIGHEST = 32000;

/** The first of `count` consecutive ports that are free on 127.0.0.1. */
export async function freePorts(count = 1): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST - count));
    let free = true;
    for (let i = 0; i < count && free; i++) free = (await getPort({ port: base + i, host: '127.0.0.1' })) === base + i;
    if (free) return base;
  }
  throw new Error(`No ${count} consecutive free ports between ${LOWEST} and ${HIGHEST}`);
}
