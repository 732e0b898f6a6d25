import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, fetchLatestBuildId, mayReloadForChunk } from './build-watch';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('chunk reload guard', () => {
  it('allows one reload per 10 seconds', () => {
    const storage = memoryStorage();
    expect(mayReloadForChunk(storage, 1_000_000)).toBe(true);
    expect(mayReloadForChunk(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadForChunk(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});

describe('latest build id', () => {
  it('asks with a fresh timestamp and reads the id', async () => {
    const urls: string[] = [];
    const fetcher = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ id: 'abc123' }), { status: 200 });
    }) as typeof fetch;
    expect(await fetchLatestBuildId(fetcher)).toBe('abc123');
    expect(urls[0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
  });

  it('treats failures and odd answers as unknown', async () => {
    expect(await fetchLatestBuildId(async () => new Response('nope', { status: 503 }))).toBeNull();
    expect(await fetchLatestBuildId(async () => new Response('{"id":5}'))).toBeNull();
    expect(await fetchLatestBuildId(async () => Promise.reject(new Error('offline')))).toBeNull();
  });
});
