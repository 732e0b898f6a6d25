import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { coalescedWrites } from './coalesced-writes';

async function chunksOf(write: (stream: NodeJS.WritableStream) => Promise<void>): Promise<string[]> {
  const stream = coalescedWrites();
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  await write(stream);
  stream.end();
  await ended;
  return chunks;
}

describe('coalesced writes', () => {
  it('passes on what is written in one turn as one chunk, and a later turn as another, in order', async () => {
    const chunks = await chunksOf(async (stream) => {
      stream.write('<html>');
      stream.write('<body>');
      stream.write('page');
      await nextTurn();
      stream.write('later');
    });
    expect(chunks).toEqual(['<html><body>page', 'later']);
  });

  it('loses nothing written just before the end', async () => {
    const chunks = await chunksOf(async (stream) => {
      stream.write('a');
      stream.write('b');
      await Promise.resolve();
    });
    expect(chunks.join('')).toBe('ab');
  });
});
