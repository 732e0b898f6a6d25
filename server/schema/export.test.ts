import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../tests/graphql';
import { anEntry } from '../../tests/setup/factories';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { createExportJobs, type ExportJobs, type ExportJobsOptions } from '../exports/export-jobs';
import { localFileStorage } from '../storage/file-storage';
import { execute } from '../testing';

const ORIGIN = 'https://daypedia.example';
const START_EXPORT = graphql(`
  mutation StartExport($filter: EntryFilter!, $format: ExportFormat!) {
    startExport(filter: $filter, format: $format) {
      id
      status
      format
      rowCount
      url
      createdAt
      finishedAt
    }
  }
`);
const EXPORT_JOB = graphql(`
  query ExportJob($id: ID!) {
    exportJob(id: $id) {
      id
      status
      format
      rowCount
      bytes
      url
      errorCode
      createdAt
      startedAt
      finishedAt
      expiresAt
    }
  }
`);

let t: TestDatabase;
const directory = mkdtempSync(path.join(tmpdir(), 'daypedia-exports-'));
const storage = localFileStorage(directory);
let clock = new Date('2026-05-01T12:00:00Z');
const now = () => clock;
const running: ExportJobs[] = [];
/** Exports as an instance runs them: looking for waiting jobs every few milliseconds. */
function exportJobs(options: Partial<ExportJobsOptions> = {}): ExportJobs {
  const jobs = createExportJobs({ db: t.db, storage, origin: ORIGIN, startsPerHour: 1000, queueLimit: 100, now, pollMs: 20, ...options });
  running.push(jobs);
  return jobs;
}
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestDatabase();
  const ada = await anEntry(t.db, {
    kind: 'PERSON',
    articles: [
      { locale: 'en', title: 'Ada Lovelace, "the Enchantress of Numbers"', slug: 'ada-lovelace', summary: 'Line one,\nline two 🧮' },
      { locale: 'ja', title: 'エイダ・ラブレス', slug: 'ada-lovelace-ja' },
    ],
  });
  const curie = await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1867,
    birthMonth: 11,
    birthDay: 7,
    deathYear: 1934,
    deathMonth: 7,
    deathDay: 4,
    title: 'Marie Curie',
  });
  const wall = await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
  const hidden = await anEntry(t.db, { kind: 'PERSON', birthYear: 1900, birthMonth: 11, birthDay: 1, title: 'Waiting for review', listed: false });
  ids = { ada: ada.id, curie: curie.id, wall: wall.id, hidden: hidden.id };
});
// An instance of one test does not take the jobs of the next.
afterEach(() => Promise.all(running.splice(0).map((jobs) => jobs.stop())));
afterAll(async () => {
  await t.close();
  rmSync(directory, { recursive: true, force: true });
});

type ExportJobResult = NonNullable<NonNullable<Awaited<ReturnType<typeof readJob>>>>;
/** A job as a client reads it, from any instance (one that writes no exports itself). */
async function readJob(id: string) {
  const result = await execute(t.db, EXPORT_JOB, { id }, { exports: createExportJobs({ db: t.db, storage, origin: ORIGIN, startsPerHour: 1, queueLimit: 1 }) });
  expect(result.errors).toBeUndefined();
  return result.data!.exportJob;
}

/** Asks for the job until it is no longer waiting or running, as a client polls. */
async function finished(id: string): Promise<ExportJobResult> {
  for (let i = 0; i < 500; i++) {
    const job = await readJob(id);
    if (job && job.status !== 'QUEUED' && job.status !== 'RUNNING') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Export ${id} did not finish`);
}

function fileOf(url: string): Buffer {
  const name = url.slice(`${ORIGIN}/exports/`.length);
  return gunzipSync(readFileSync(path.join(directory, 'exports', name)));
}

describe('startExport and exportJob', () => {
  it('writes the filtered entries in the background, and tells where the file is once done', async () => {
    const jobs = exportJobs();
    jobs.begin();
    const filter = { locale: 'en', kind: 'PERSON', month: 11 } as const;
    const started = await execute(t.db, START_EXPORT, { filter, format: 'JSONL' }, { exports: jobs });
    expect(started.errors).toBeUndefined();
    const job = started.data!.startExport!;
    expect(job).toMatchObject({ status: 'QUEUED', format: 'JSONL', rowCount: 0, url: null, finishedAt: null });

    const done = await finished(job.id);
    expect(done).toMatchObject({ status: 'DONE', errorCode: null, url: `${ORIGIN}/exports/${job.id}.jsonl.gz`, expiresAt: '2026-05-02T12:00:00.000Z' });
    // As many rows as the filter's entries: Ada died and Marie Curie was born in November; the unlisted person is not there.
    expect(done.rowCount).toBe(2);
    const records = fileOf(done.url!)
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: number; title: string; summary: string; locale: string; url: string });
    expect(records.map((r) => [r.id, r.title, r.locale])).toEqual([
      [ids.ada, 'Ada Lovelace, "the Enchantress of Numbers"', 'en'],
      [ids.curie, 'Marie Curie', 'en'],
    ]);
    expect(records[0]).toMatchObject({ summary: 'Line one,\nline two 🧮', url: `${ORIGIN}/persons/ada-lovelace` });
    expect(done.bytes).toBe(readFileSync(path.join(directory, 'exports', `${job.id}.jsonl.gz`)).length);
  });

  it('writes each entry once without a language, in English or else the language it was written in', async () => {
    const unity = await anEntry(t.db, {
      kind: 'EVENT',
      year: 1990,
      month: 10,
      day: 3,
      articles: [{ locale: 'de', title: 'Deutsche Einheit', slug: 'deutsche-einheit' }],
    });
    try {
      const jobs = exportJobs();
      jobs.begin();
      const started = await execute(t.db, START_EXPORT, { filter: {}, format: 'JSONL' }, { exports: jobs });
      expect(started.errors).toBeUndefined();
      const done = await finished(started.data!.startExport!.id);
      const records = fileOf(done.url!)
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as { id: number; title: string; locale: string });
      expect(records.map((r) => [r.id, r.title, r.locale])).toEqual([
        [ids.ada, 'Ada Lovelace, "the Enchantress of Numbers"', 'en'],
        [ids.curie, 'Marie Curie', 'en'],
        [ids.wall, 'The Berlin Wall falls', 'en'],
        [unity.id, 'Deutsche Einheit', 'de'],
      ]);
      expect(done.rowCount).toBe(4);
    } finally {
      await t.db.entry.delete({ where: { id: unity.id } });
    }
  });

  it('writes CSV with a header and one record per entry, in the filter language only', async () => {
    const jobs = exportJobs();
    jobs.begin();
    const started = await execute(t.db, START_EXPORT, { filter: { locale: 'ja' }, format: 'CSV' }, { exports: jobs });
    const done = await finished(started.data!.startExport!.id);
    expect(done).toMatchObject({ status: 'DONE', rowCount: 1 });
    expect(done.url).toMatch(/\.csv\.gz$/);
    const lines = fileOf(done.url!).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^id,key,kind,locale,title,/);
    expect(lines[1]).toMatch(new RegExp(`^${ids.ada},[^,]+,PERSON,ja,エイダ・ラブレス,ada-lovelace-ja,`));
    expect(lines.slice(2)).toEqual(['']);
  });

  it('writes an empty file for a filter nothing matches', async () => {
    const jobs = exportJobs();
    jobs.begin();
    const started = await execute(t.db, START_EXPORT, { filter: { locale: 'de', month: 2, day: 30 }, format: 'JSONL' }, { exports: jobs });
    const done = await finished(started.data!.startExport!.id);
    expect(done).toMatchObject({ status: 'DONE', rowCount: 0 });
    expect(fileOf(done.url!).length).toBe(0);
  });

  it('runs one job at a time on an instance, in the order they were asked for', async () => {
    const jobs = exportJobs();
    const ids = [];
    for (const locale of ['en', 'ja', 'en'] as const) {
      clock = new Date(clock.getTime() + 1000);
      ids.push((await execute(t.db, START_EXPORT, { filter: { locale }, format: 'CSV' }, { exports: jobs })).data!.startExport!.id);
    }
    // Not started: nothing runs until the instance takes a job.
    expect((await readJob(ids[0]))!.status).toBe('QUEUED');
    const [first, second] = await Promise.all([jobs.runNext(), jobs.runNext()]);
    // The second call finds the instance busy.
    expect([first, second]).toEqual([true, false]);
    expect((await readJob(ids[0]))!.status).toBe('DONE');
    expect((await readJob(ids[1]))!.status).toBe('QUEUED');
    expect(await jobs.runNext()).toBe(true);
    expect(await jobs.runNext()).toBe(true);
    expect(await jobs.runNext()).toBe(false);
    const [a, b, c] = await Promise.all(ids.map(readJob));
    expect([a!.rowCount, b!.rowCount, c!.rowCount]).toEqual([3, 1, 3]);
    expect(a!.finishedAt! <= b!.startedAt! && b!.finishedAt! <= c!.startedAt!).toBe(true);
  });
});

describe('the life of an export', () => {
  it('fails a job whose instance stopped while writing it, and removes what it left', async () => {
    clock = new Date('2026-05-03T12:00:00Z');
    const job = await t.db.exportJob.create({
      data: { format: 'CSV', filter: { locale: 'en' }, status: 'RUNNING', createdAt: clock, startedAt: clock, heartbeatAt: clock, rowCount: 500 },
    });
    const partial = path.join(directory, 'exports', `${job.id}.csv.gz.partial`);
    writeFileSync(partial, 'half a file');
    const jobs = exportJobs();
    // Its heartbeat is recent: it may be running on another instance.
    await jobs.sweep();
    expect((await readJob(job.id))!.status).toBe('RUNNING');

    clock = new Date('2026-05-03T12:02:00Z');
    await jobs.sweep();
    expect(await readJob(job.id)).toMatchObject({ status: 'FAILED', errorCode: 'INTERRUPTED', url: null, finishedAt: '2026-05-03T12:02:00.000Z' });
    // A week later the record and what it left are gone.
    clock = new Date('2026-05-10T12:03:00Z');
    await jobs.sweep();
    expect(await readJob(job.id)).toBeNull();
    expect(existsSync(partial)).toBe(false);
  });

  it('fails a job that takes too long', async () => {
    const jobs = exportJobs({ timeLimitMs: 1 });
    const started = await execute(t.db, START_EXPORT, { filter: { locale: 'en' }, format: 'CSV' }, { exports: jobs });
    // The first batch is read after the time is up.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await jobs.runNext()).toBe(true);
    const job = await readJob(started.data!.startExport!.id);
    expect(job).toMatchObject({ status: 'FAILED', errorCode: 'TIMED_OUT', url: null });
    expect(existsSync(path.join(directory, 'exports', `${job!.id}.csv.gz`))).toBe(false);
  });

  it('removes the file after a day and says so', async () => {
    clock = new Date('2026-05-20T08:00:00Z');
    const jobs = exportJobs();
    const started = await execute(t.db, START_EXPORT, { filter: { locale: 'en' }, format: 'JSONL' }, { exports: jobs });
    await jobs.runNext();
    const done = (await readJob(started.data!.startExport!.id))!;
    const file = path.join(directory, 'exports', `${done.id}.jsonl.gz`);
    expect(done.status).toBe('DONE');
    expect(existsSync(file)).toBe(true);

    clock = new Date('2026-05-21T07:59:00Z');
    await jobs.sweep();
    expect((await readJob(done.id))!.status).toBe('DONE');
    clock = new Date('2026-05-21T08:00:00Z');
    await jobs.sweep();
    expect(await readJob(done.id)).toMatchObject({ status: 'EXPIRED', url: null });
    expect(existsSync(file)).toBe(false);
  });

  it('fails a job being written when the server stops', async () => {
    const jobs = exportJobs();
    const started = await execute(t.db, START_EXPORT, { filter: { locale: 'en' }, format: 'CSV' }, { exports: jobs });
    const run = jobs.runNext();
    await jobs.stop();
    await run;
    const job = (await readJob(started.data!.startExport!.id))!;
    // Stopped before or after its first batch: either it was written or it failed as interrupted, never left running.
    expect(job.status === 'DONE' || (job.status === 'FAILED' && job.errorCode === 'INTERRUPTED')).toBe(true);
  });
});

describe('refused exports', () => {
  it('refuses an address past its hourly allowance, not another one', async () => {
    const jobs = exportJobs({ startsPerHour: 2 });
    const start = (address: string) => execute(t.db, START_EXPORT, { filter: { locale: 'en' }, format: 'CSV' }, { exports: jobs, address });
    expect((await start('203.0.113.7')).errors).toBeUndefined();
    expect((await start('203.0.113.7')).errors).toBeUndefined();
    const refused = await start('203.0.113.7');
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(refused.data).toEqual({ startExport: null });
    expect((await start('198.51.100.1')).errors).toBeUndefined();
  });

  it('refuses new exports while too many wait', async () => {
    await t.db.exportJob.updateMany({ where: { status: 'QUEUED' }, data: { status: 'FAILED', errorCode: 'INTERRUPTED' } });
    const jobs = exportJobs({ queueLimit: 1 });
    const start = () => execute(t.db, START_EXPORT, { filter: { locale: 'en' }, format: 'JSONL' }, { exports: jobs });
    expect((await start()).errors).toBeUndefined();
    expect((await start()).errors?.map((e) => e.extensions?.code)).toEqual(['EXPORTS_BUSY']);
  });

  it('refuses where no exports are written', async () => {
    const result = await execute(t.db, START_EXPORT, { filter: { locale: 'en' }, format: 'JSONL' });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['EXPORTS_BUSY']);
  });

  it('refuses hostile filters and ids as bad input, and writes nothing for them', async () => {
    const jobs = exportJobs();
    const before = await t.db.exportJob.count();
    for (const filter of [
      { locale: 'en', month: 13 },
      { locale: 'en', month: 0 },
      { locale: 'en', day: 32 },
      { locale: 'en', yearFrom: -1 },
      { locale: 'en', yearTo: 10_000 },
    ] as const) {
      const result = await execute(t.db, START_EXPORT, { filter, format: 'CSV' }, { exports: jobs });
      expect(
        result.errors?.map((e) => e.extensions?.code),
        JSON.stringify(filter),
      ).toEqual(['BAD_USER_INPUT']);
    }
    const malformed = [
      'mutation { startExport(filter: { locale: en }, format: XML) { id } }',
      'mutation { startExport(filter: { locale: xx }, format: CSV) { id } }',
      'mutation { startExport(filter: { locale: en, kind: "EVENT; DROP TABLE \\"Entry\\"" }, format: CSV) { id } }',
      'mutation { startExport(filter: { locale: en, month: "11 OR 1=1" }, format: CSV) { id } }',
      'mutation { startExport(filter: { kind: EVENT, locale: null, nativeIn: { locales: [] } }, format: CSV) { id } }',
      'mutation { startExport(filter: { searchIn: TITLE }, format: CSV) { id } }',
      'mutation { startExport(filter: { locale: en }) { id } }',
      'mutation { startExport(filter: { locale: en, yearTo: 10000000000 }, format: CSV) { id } }',
    ];
    for (const source of malformed) {
      const result = await execute(t.db, source, {}, { exports: jobs });
      expect(result.errors?.length).toBeGreaterThan(0);
      expect(result.data?.startExport ?? null).toBeNull();
    }
    expect(await t.db.exportJob.count()).toBe(before);

    for (const id of ["' OR 1=1 --", '1', 'x'.repeat(10_000), '00000000-0000-0000-0000-00000000000g']) {
      const result = await execute(t.db, EXPORT_JOB, { id });
      expect(
        result.errors?.map((e) => e.extensions?.code),
        id.slice(0, 40),
      ).toEqual(['BAD_USER_INPUT']);
    }
    expect((await execute(t.db, EXPORT_JOB, { id: '3f1c2b8e-5d1a-4c3e-9f7a-2b6d8e4a1c0f' })).data!.exportJob).toBeNull();
    expect((await t.db.entry.count()) > 0).toBe(true);
  });
});
