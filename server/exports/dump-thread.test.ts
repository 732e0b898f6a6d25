import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { readConfig } from '../config';
import { createHolidayCalendar } from '../holidays/calendar';
import { localFileStorage } from '../storage/file-storage';
import { createDumpSchedule, type DumpScheduleOptions } from './dump-schedule';
import { dumpThread, type DumpThread } from './dump-thread';
import { DUMP_FILES } from './dumps';

const ORIGIN = 'https://daypedia.example';
let t: TestDatabase;
let thread: DumpThread;
const holidays = createHolidayCalendar();
const dataDir = mkdtempSync(path.join(tmpdir(), 'daypedia-dump-thread-'));

beforeAll(async () => {
  t = await createTestDatabase();
  await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
  await anEntry(t.db, {
    kind: 'HOLIDAY',
    key: 'holiday:christmas-day',
    month: 12,
    day: 25,
    holidayRule: '12-25',
    holidayType: 'public',
    countries: ['DE'],
    title: 'Christmas Day',
  });
  thread = dumpThread({ databaseUrl: t.url, config: readConfig({ PUBLIC_URL: ORIGIN }), dataDir });
});
afterAll(async () => {
  await thread?.close();
  await holidays.close();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Statements that wait for a lock (asked outside the locking transaction, which sees the activity of its start only). */
async function waitingStatements(): Promise<number> {
  const [{ n }] = await t.db.$queryRaw<
    { n: number }[]
  >`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return n;
}

/** The site's schedule, writing on the thread into the site's storage of the data folder. */
const schedule = (options: Partial<DumpScheduleOptions> = {}) =>
  createDumpSchedule({ db: t.db, storage: localFileStorage(path.join(dataDir, 'exports')), origin: ORIGIN, holidays, writer: thread.write, ...options });

describe('the dumps written on a thread of their own', () => {
  it('writes every file to the site storage and records it, as in the main thread', async () => {
    expect(await schedule().runDue()).toBe('generated');
    const recorded = await t.db.dump.findMany();
    expect(recorded.map((dump) => dump.file).sort()).toEqual(DUMP_FILES.map((dump) => dump.file).sort());
    const all = path.join(dataDir, 'exports/dumps/daypedia-all.jsonl.gz');
    const [row] = gunzipSync(readFileSync(all))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(row).toMatchObject({ title: 'The Berlin Wall falls', url: expect.stringMatching(/^https:\/\/daypedia\.example\//) });
    // The holidays' days, read by the schedule from the calendar of this thread and handed to the dumps' thread.
    const christmas = gunzipSync(readFileSync(path.join(dataDir, 'exports/dumps/daypedia-holiday-observances.jsonl.gz')))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const thisYear = new Date().getUTCFullYear();
    expect(christmas.filter((o) => o.country === 'DE' && !o.substitute).map((o) => o.start)).toEqual([`${thisYear}-12-25`, `${thisYear + 1}-12-25`]);
    // Nothing changed since: the thread finds the content as the dumps hold it, once the hour is past.
    expect(await schedule({ minIntervalMs: 0 }).runDue()).toBe('unchanged');
  });

  it('is stopped with the schedule, and leaves the lock free for the next writing', async () => {
    await t.db.dump.deleteMany();
    const dumps = schedule();
    // The articles held locked by another session: the thread waits in the middle of its writing, lock taken.
    const locker = new pg.Client({ connectionString: t.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE "Article" IN ACCESS EXCLUSIVE MODE');
    try {
      const run = dumps.runDue();
      await expect.poll(() => waitingStatements(), { timeout: 8_000 }).toBeGreaterThan(0);
      await dumps.stop();
      await expect(run).rejects.toThrow();
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect(await schedule().runDue()).toBe('generated');
    expect(existsSync(path.join(dataDir, 'exports/dumps/daypedia-en.csv.gz'))).toBe(true);
  });
});
