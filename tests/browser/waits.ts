/**
 * Waiting for what a reader waits for: a page that answers, a form that is ready, a text that
 * appears, rather than for the network to fall quiet.
 *
 * Until React has hydrated a page it shows the server's HTML, but a click reaches no handler and
 * typed text is lost (React takes what a field holds when it hydrates as the field's starting
 * value, so the typing never reaches the form's state). The site marks the document
 * (`<html data-hydrated>`) once React has taken it over. Member forms also say when they are
 * ready (their submit button is enabled once Firebase is), and `formReady` waits for that.
 */
import type { Page, Response } from 'playwright-core';

/** The page is hydrated: the site marked the document once React had taken it over. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a page of the site, as a reader would, and waits until it can be used. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Loads the page again and waits until it can be used. */
export async function reload(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await hydrated(page);
  return response;
}

/** A member form (sign in, register, forgotten password) shows it is ready: its submit button is enabled. */
export async function formReady(page: Page): Promise<void> {
  await page.locator('form button[type=submit]:not([disabled])').waitFor();
}

/**
 * How many live subscriptions the page has asked the server for over its WebSocket. A page that
 * follows live data hears only of what happens after it subscribed, so a test that changes that
 * data elsewhere waits for the subscription first. Counts from the moment it is called.
 */
export function liveSubscriptions(page: Page): () => number {
  let subscriptions = 0;
  page.on('websocket', (socket) =>
    socket.on('framesent', (frame) => {
      if (String(frame.payload).includes('"type":"subscribe"')) subscriptions++;
    }),
  );
  return () => subscriptions;
}
