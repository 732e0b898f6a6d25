import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { announceContentChange, listenForContentChanges } from './content-changes';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe('content change announcements', () => {
  it('reach every listener, as they would reach every instance', async () => {
    const heard: string[][] = [[], []];
    const listeners = await Promise.all(heard.map((list) => listenForContentChanges(t.url, (what) => list.push(what))));
    await announceContentChange(t.db, 'entry:42');
    await expect.poll(() => heard).toEqual([['entry:42'], ['entry:42']]);
    await Promise.all(listeners.map((l) => l.close()));
  });
});
