/**
 * Pages render a few at a time: while one long render holds the only place, the next request
 * waits its turn and gets its page; one more than the line holds is refused at once, in the
 * language of the page asked for, and comes back later.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishLongRenders, LONG_PAGE, pagesRendered, startTestApp, type TestApp } from '../../tests/setup/app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp('render-gate', { RENDERS_AT_ONCE: '1', RENDER_QUEUE: '1' }, { members: false });
});
afterAll(async () => {
  finishLongRenders();
  await app?.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Waits until the server's metrics count this many pages rendering and waiting for their turn. */
async function untilRenders(rendering: number, waiting: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const metrics = await (await fetch(`${app.base}/metrics`)).text();
      expect(metrics).toContain(`daypedia_page_renders{state="rendering"} ${rendering}\n`);
      expect(metrics).toContain(`daypedia_page_renders{state="waiting"} ${waiting}\n`);
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('pages rendered at once', () => {
  it('lets a page wait for its turn and asks the reader past the line to come back', async () => {
    const long = fetch(`${app.base}${LONG_PAGE}`);
    await untilRenders(1, 0);
    const waiting = fetch(`${app.base}/june-1`);
    await untilRenders(1, 1);

    const refused = await fetch(`${app.base}/de/2-juni`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const page = await refused.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Daypedia ist gerade ausgelastet');

    // The waiting page is not refused: it is still in line, and answered once the long render is over.
    await untilRenders(1, 1);
    finishLongRenders();
    expect((await long).status).toBe(200);
    const answered = await waiting;
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain('<title>/june-1</title>');

    // With the line empty again, the page that was refused is answered.
    expect((await fetch(`${app.base}/de/2-juni`)).status).toBe(200);
  });

  it('gives the place of a reader who left to the next in line', async () => {
    const long = fetch(`${app.base}${LONG_PAGE}-again`);
    await untilRenders(1, 0);
    // A reader who closes the connection while waiting.
    const abandoned = http.get(`${app.base}/june-3`).on('error', () => {});
    await untilRenders(1, 1);
    abandoned.destroy();
    // Nothing tells from outside when the server saw the connection close: a moment for it to.
    await settle();
    finishLongRenders();
    expect((await long).status).toBe(200);
    // Nothing is rendered for the one who left, and the next reader is answered.
    const next = await fetch(`${app.base}/june-4`);
    expect(next.status).toBe(200);
    expect(pagesRendered).toContain('/june-4');
    expect(pagesRendered).not.toContain('/june-3');
  });
});
