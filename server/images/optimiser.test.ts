import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageOptimiser } from './optimiser';
import { listening } from '../../tests/setup/listen';

const root = mkdtempSync(path.join(tmpdir(), 'daypedia-images-'));
const storeDir = path.join(root, 'images');
const staticDir = path.join(root, 'static');
const cacheDir = path.join(root, 'cache');
let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(storeDir);
  mkdirSync(staticDir);
  const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#8a2c0d' } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(storeDir, 'wall.jpg'), photo);
  writeFileSync(
    path.join(staticDir, 'small.png'),
    await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer(),
  );
  writeFileSync(path.join(staticDir, 'fake.png'), 'not a picture');
  writeFileSync(path.join(storeDir, 'cut.jpg'), photo.subarray(0, Math.floor(photo.length / 2)));
  writeFileSync(
    path.join(storeDir, 'bomb.png'),
    await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
  writeFileSync(path.join(root, 'secret.png'), photo);
  const app = express();
  app.get('/_image', createImageOptimiser({ storeDir, staticDir, cacheDir, publicUrl: 'https://daypedia.example' }));
  ({ base, close } = await listening(app));
}, 60_000);
afterAll(async () => {
  await close?.();
  rmSync(root, { recursive: true, force: true });
});

const get = (query: string) => fetch(`${base}/_image?${query}`);

/** A revalidation as a browser's cache makes it (fetch() would add Cache-Control: no-cache). */
const revalidate = (query: string, etag: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    httpGet(`${base}/_image?${query}`, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });

describe('the image optimisation endpoint', () => {
  it('answers a stored picture as WebP at the asked screen width', async () => {
    const response = await get('url=/images/wall.jpg&w=640&q=80');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 320 });
  });

  it('keeps each variant on disk and answers a repeated request with 304', async () => {
    const variants = () => readdirSync(cacheDir).filter((f) => f.endsWith('.webp')).length;
    const before = variants();
    const first = await get('url=/images/wall.jpg&w=1280');
    const etag = first.headers.get('etag')!;
    expect(variants()).toBe(before + 1);
    await get('url=/images/wall.jpg&w=1280');
    expect(variants()).toBe(before + 1);
    expect(await revalidate('url=/images/wall.jpg&w=1280', etag)).toBe(304);
    expect(await revalidate('url=/images/wall.jpg&w=1536', etag)).toBe(200);
  });

  it('never enlarges a picture smaller than the asked width', async () => {
    const response = await get('url=/small.png&w=3072');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(200);
  });

  it('accepts absolute URLs of the site itself', async () => {
    expect((await get(`url=${encodeURIComponent('https://daypedia.example/images/wall.jpg')}&w=320`)).status).toBe(200);
  });

  it.each([
    ['another site', `url=${encodeURIComponent('https://elsewhere.example/a.jpg')}&w=640`, 400],
    ['a protocol-relative URL', `url=${encodeURIComponent('//elsewhere.example/a.jpg')}&w=640`, 400],
    ['a path out of the folders', `url=${encodeURIComponent('/images/../secret.png')}&w=640`, 404],
    ['an encoded path out of the folders', `url=${encodeURIComponent('/images/..%2Fsecret.png')}&w=640`, 404],
    ['a width that is no screen width', 'url=/images/wall.jpg&w=500', 400],
    ['a quality above 100', 'url=/images/wall.jpg&w=640&q=101', 400],
    ['no url', 'w=640', 400],
    ['a file that is not a picture type', 'url=/index.html&w=640', 400],
    ['a missing picture', 'url=/images/none.jpg&w=640', 404],
    ['a file that only claims to be a picture', 'url=/fake.png&w=640', 415],
    ['a photo cut off halfway', 'url=/images/cut.jpg&w=640', 415],
    ['a small file that would decode to 16000×16000 pixels', 'url=/images/bomb.png&w=640', 413],
  ])('refuses %s', async (_, query, status) => {
    const response = await get(query);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).not.toBe('image/webp');
  });
});
