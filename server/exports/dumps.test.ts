import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#shared/locales';
import { aComment, aMember, anEntry, aPersonalEntry, aRevision } from '../../tests/setup/factories';
import { listening, type Listening } from '../../tests/setup/listen';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-database';
import { createHolidayCalendar } from '../holidays/calendar';
import { localFileStorage } from '../storage/file-storage';
import { execute } from '../testing';
import { s3ImageStorage } from '../storage/s3-storage';
import { createDumpSchedule, type DumpScheduleOptions } from './dump-schedule';
import { DUMP_FILES } from './dumps';
import { ENTRY_FIELD_NAMES } from './entry-records';
import { OBSERVANCE_FIELD_NAMES } from './holiday-observances';
import { createExportRoutes } from './routes';

const ORIGIN = 'https://daypedia.example';
/** Everything a CSV or JSON reader trips over, in one title. */
const AWKWARD = 'The "Eagle", it landed,\r\non the Moon\u2028— 月面着陸 🚀🌕';

let t: TestDatabase;
// Inside a folder whose name starts with a dot, as a default install's `.data/`.
const scratch = mkdtempSync(path.join(tmpdir(), 'daypedia-dumps-'));
const directory = path.join(scratch, '.data');
mkdirSync(directory);
// PostgreSQL's server process reads the CSV files back (COPY), as another user.
chmodSync(scratch, 0o755);
chmodSync(directory, 0o755);
const storage = localFileStorage(directory);
let clock = new Date('2026-03-01T10:00:00Z');
const now = () => clock;
// The site's calendar: the holidays' years computed on their own thread, as the API reads them.
const holidays = createHolidayCalendar();
const schedule = (options: Partial<DumpScheduleOptions> = {}) => createDumpSchedule({ db: t.db, storage, origin: ORIGIN, holidays, now, ...options });
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestDatabase();
  const moon = await anEntry(t.db, {
    kind: 'EVENT',
    year: 1969,
    month: 7,
    day: 20,
    countries: ['US'],
    articles: [
      {
        locale: 'en',
        title: AWKWARD,
        slug: 'moon-landing',
        summary: 'Commas, "quotes" and\nnew lines.',
        bodyHtml: '<p>Armstrong &amp; Aldrin said &quot;hello&quot; &lt;here&gt;.</p><ul><li>Eagle</li><li>Columbia 🚀</li></ul><p>Tab\there.</p>',
      },
      { locale: 'de', title: 'Mondlandung, „Adler“', slug: 'mondlandung', bodyHtml: '<p>Der <strong>Adler</strong> ist gelandet.</p>' },
      { locale: 'ja', title: 'アポロ11号の月面着陸', slug: 'apollo-11-ja', summary: '' },
      { locale: 'fr', title: 'Alunissage, pas encore relu', slug: 'alunissage', published: false },
    ],
  });
  const hastings = await anEntry(t.db, { kind: 'EVENT', year: 1066, month: 10, day: 14, title: 'The Battle of Hastings' });
  const early = await anEntry(t.db, { kind: 'EVENT', year: 5, month: 1, day: 2, title: 'Something in the year five' });
  const ada = await anEntry(t.db, { kind: 'PERSON', articles: [{ locale: 'en', title: 'Ada Lovelace', slug: 'ada-lovelace', summary: '' }] });
  const living = await anEntry(t.db, {
    kind: 'PERSON',
    birthYear: 1961,
    birthMonth: 8,
    birthDay: 4,
    articles: [
      { locale: 'en', title: 'A living person', slug: 'a-living-person' },
      { locale: 'zh', title: '一位在世的人', slug: 'a-living-person-zh' },
    ],
  });
  const bicycle = await anEntry(t.db, { kind: 'HOLIDAY', month: 6, day: 3, countries: ['DE', 'AT'], holidayType: 'observance', title: 'Day of the Bicycle' });
  const easter = await anEntry(t.db, {
    kind: 'HOLIDAY',
    key: 'holiday:easter-sunday',
    month: null,
    day: null,
    holidayRule: 'easter',
    holidayType: 'public',
    countries: ['DE'],
    articles: [
      { locale: 'en', title: 'Easter Sunday', slug: 'easter-sunday' },
      { locale: 'tr', title: 'Easter Sunday', slug: 'easter-sunday', fallbackFrom: 'en' },
    ],
  });
  // The day the United States keep on a Friday in 2026: the 4th of July is a Saturday.
  const independence = await anEntry(t.db, {
    kind: 'HOLIDAY',
    key: 'holiday:independence-day',
    month: 7,
    day: 4,
    holidayRule: '07-04 and if sunday then next monday if saturday then previous friday',
    holidayType: 'public',
    countries: ['US'],
    title: 'Independence Day',
  });
  // The members who wrote a text, credited by the names they show; a name may hold anything CSV and lists trip over.
  const grace = await aMember(t.db, { displayName: 'Grace "Amazing"; Hopper, Jr.' });
  const adaL = await aMember(t.db, { displayName: 'Ada L.' });
  const moonText = moon.articles.find((a) => a.locale === 'en')!;
  await aRevision(t.db, { article: moonText, author: adaL, status: 'APPROVED', reviewedAt: new Date('2026-01-02T00:00:00Z') });
  await aRevision(t.db, { article: moonText, author: grace, status: 'APPROVED', reviewedAt: new Date('2026-01-01T00:00:00Z') });
  await aRevision(t.db, { article: moonText, author: grace, status: 'APPROVED', reviewedAt: new Date('2026-01-03T00:00:00Z') });
  // Not theirs yet: a draft and a rejected rewrite credit nobody.
  await aRevision(t.db, { article: moonText, author: await aMember(t.db, { displayName: 'Drafting Dora' }), status: 'DRAFT' });
  await aRevision(t.db, { article: moonText, author: await aMember(t.db, { displayName: 'Rejected Rita' }), status: 'REJECTED' });
  // A catalogue holiday a member rewrote in English: that text is theirs, under CC BY-SA 4.0.
  await aRevision(t.db, { article: easter.articles.find((a) => a.locale === 'en')!, author: adaL, status: 'APPROVED' });
  // Comments readers see on the English and the German page; a hidden one is not counted.
  await aComment(t.db, { entry: moon, locale: 'en' });
  await aComment(t.db, { entry: moon, locale: 'en' });
  await aComment(t.db, { entry: moon, locale: 'en', hidden: true });
  await aComment(t.db, { entry: moon, locale: 'de' });
  const { entry: birthday } = await aPersonalEntry(t.db, { owner: await aMember(t.db), year: 1990, month: 6, day: 1, title: 'Anna turns 36' });
  const waiting = await anEntry(t.db, { kind: 'EVENT', year: 2000, month: 1, day: 1, title: 'Waiting for review', listed: false });
  // Listings imported from Wikipedia's feed and from Wikidata, each under its source's licence.
  const feedLine = await anEntry(t.db, {
    kind: 'EVENT',
    wikidataId: 'Q43653',
    articles: [{ locale: 'en', title: 'Apollo 11', slug: 'apollo-11', summary: 'Apollo 11 lands on the Moon.', bodyHtml: '', importedFrom: 'WIKIPEDIA' }],
    sources: {
      create: {
        statement: 'text:en',
        title: 'English Wikipedia: Apollo 11',
        url: 'https://en.wikipedia.org/wiki/Apollo_11',
        revision: '1234567890',
        license: 'CC-BY-SA-4.0',
        retrievedAt: new Date(),
      },
    },
  });
  const label = await anEntry(t.db, {
    kind: 'PERSON',
    wikidataId: 'Q937',
    articles: [
      { locale: 'en', title: 'Albert Einstein', slug: 'albert-einstein', summary: 'German-born theoretical physicist', bodyHtml: '', importedFrom: 'WIKIDATA' },
    ],
  });
  ids = {
    feedLine: feedLine.id,
    label: label.id,
    moon: moon.id,
    hastings: hastings.id,
    early: early.id,
    ada: ada.id,
    living: living.id,
    bicycle: bicycle.id,
    easter: easter.id,
    independence: independence.id,
    birthday: birthday.id,
    waiting: waiting.id,
  };
});
afterAll(async () => {
  await holidays.close();
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

type Json = Record<string, unknown>;

function gunzipped(file: string): string {
  return gunzipSync(readFileSync(path.join(directory, 'dumps', file))).toString('utf8');
}

function jsonLines(file: string): Json[] {
  const text = gunzipped(file);
  if (text === '') return [];
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
}

/** A CSV file as PostgreSQL's own CSV reader (COPY) parses it: a reader that owes nothing to the writer. */
async function csvRows(file: string, fields: readonly string[] = ENTRY_FIELD_NAMES): Promise<Record<string, string | null>[]> {
  const plain = path.join(directory, `${file}.plain.csv`);
  writeFileSync(plain, gunzipped(file), { mode: 0o644 });
  const table = `csv_${file.replace(/\W/g, '_')}`;
  const columns = fields.map((name) => `"${name}" text`).join(', ');
  await t.db.$executeRawUnsafe(`DROP TABLE IF EXISTS ${table}`);
  await t.db.$executeRawUnsafe(`CREATE TABLE ${table} (${columns})`);
  await t.db.$executeRawUnsafe(`COPY ${table} FROM '${plain}' WITH (FORMAT csv, HEADER MATCH)`);
  const order = fields.includes('locale') ? '"id"::int, "locale"' : '"id"::int, "year"::int, "country", "start"';
  return t.db.$queryRawUnsafe(`SELECT * FROM ${table} ORDER BY ${order}`);
}

/** What a record's fields are as CSV text, as the dictionary says: lists of codes joined by semicolons, the contributors' names as JSON. */
function asCsvText(record: Json): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name,
      value === null
        ? null
        : name === 'contributors'
          ? JSON.stringify(value)
          : Array.isArray(value)
            ? value.join(';')
            : String(value as string | number | boolean),
    ]),
  );
}

/** The published texts of listed entries, as the database has them. */
async function publishedTexts() {
  return t.db.article.findMany({
    where: { publishedAt: { not: null }, entry: { listed: true } },
    include: { entry: true },
    orderBy: [{ entryId: 'asc' }, { locale: 'asc' }],
  });
}

const byEntryAndLocale = (a: Json, b: Json) => (a.id as number) - (b.id as number) || String(a.locale).localeCompare(String(b.locale));

describe('writing the dumps', () => {
  it('writes a JSON Lines and a CSV file of every language and of all', async () => {
    expect(await schedule().runDue()).toBe('generated');
    for (const { file } of DUMP_FILES) expect(statSync(path.join(directory, 'dumps', file)).size).toBeGreaterThan(0);
    // Each language's entries and all of them, and the holidays' observances, in both formats.
    expect(DUMP_FILES).toHaveLength(2 * (LOCALES.length + 1) + 2);
  });

  it('holds every published text of a listed entry, as the database has it', async () => {
    const all = jsonLines('daypedia-all.jsonl.gz').sort(byEntryAndLocale);
    const texts = await publishedTexts();
    expect(all.map((r) => [r.id, r.locale])).toEqual(
      texts.map((a) => [a.entryId, a.locale]).sort((a, b) => (a[0] as number) - (b[0] as number) || String(a[1]).localeCompare(String(b[1]))),
    );
    for (const record of all) {
      const text = texts.find((a) => a.entryId === record.id && a.locale === record.locale)!;
      expect(record).toMatchObject({
        key: text.entry.key,
        kind: text.entry.kind,
        title: text.title,
        slug: text.slug,
        summary: text.summary,
        countries: text.entry.countries,
        createdAt: text.entry.createdAt.toISOString(),
        updatedAt: text.updatedAt.toISOString(),
        publishedAt: text.publishedAt!.toISOString(),
        fallbackFrom: text.fallbackFrom,
      });
    }
    // Neither the unlisted entry nor the unpublished French text.
    expect(all.some((r) => r.id === ids.waiting)).toBe(false);
    expect(all.some((r) => r.locale === 'fr')).toBe(false);
  });

  it('writes each field as the data dictionary says', () => {
    const en = jsonLines('daypedia-en.jsonl.gz');
    const record = (id: number) => en.find((r) => r.id === id)!;
    expect(record(ids.moon)).toEqual({
      id: ids.moon,
      key: expect.any(String),
      kind: 'EVENT',
      locale: 'en',
      title: AWKWARD,
      slug: 'moon-landing',
      url: `${ORIGIN}/events/moon-landing`,
      summary: 'Commas, "quotes" and\nnew lines.',
      bodyText: 'Armstrong & Aldrin said "hello" <here>.\nEagle\nColumbia 🚀\nTab here.',
      date: '1969-07-20',
      birth: null,
      death: null,
      countries: ['US'],
      holidayType: null,
      movable: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
      publishedAt: expect.any(String),
      fallbackFrom: null,
      listing: false,
      wikidataId: null,
      textSource: null,
      license: 'CC-BY-SA-4.0',
      // Each author once, in the order of their first approved revision; drafts and rejected rewrites credit nobody.
      contributors: ['Grace "Amazing"; Hopper, Jr.', 'Ada L.'],
      commentCount: 2,
      // The French text is not published: the languages it is written in, in the site's order.
      nativeLocales: ['en', 'de', 'ja'],
      rule: null,
    });
    expect(record(ids.feedLine)).toMatchObject({
      listing: true,
      bodyText: '',
      wikidataId: 'Q43653',
      textSource: 'https://en.wikipedia.org/wiki/Apollo_11?oldid=1234567890',
      license: 'CC-BY-SA-4.0',
    });
    expect(record(ids.label)).toMatchObject({ listing: true, wikidataId: 'Q937', textSource: null, license: 'CC0-1.0' });
    expect(record(ids.hastings).date).toBe('1066-10-14');
    expect(record(ids.early).date).toBe('0005-01-02');
    expect(record(ids.ada)).toMatchObject({ date: null, birth: '1815-12-10', death: '1852-11-27', url: `${ORIGIN}/persons/ada-lovelace`, summary: '' });
    expect(record(ids.living)).toMatchObject({ birth: '1961-08-04', death: null });
    // Holiday statuses as the API's HolidayType spells them; the rule as date-holidays writes it.
    expect(record(ids.bicycle)).toMatchObject({
      date: '--06-03',
      movable: false,
      holidayType: 'OBSERVANCE',
      countries: ['DE', 'AT'],
      license: 'CC-BY-SA-4.0',
      rule: null,
      contributors: [],
    });
    expect(record(ids.easter)).toMatchObject({
      date: null,
      movable: true,
      holidayType: 'PUBLIC',
      rule: 'easter',
      // Rewritten in English by a member: that text is theirs.
      contributors: ['Ada L.'],
      license: 'CC-BY-SA-4.0',
      url: `${ORIGIN}/holidays-and-occasions/easter-sunday`,
      // The Turkish text is borrowed from English: not one of its own languages.
      nativeLocales: ['en'],
    });
    expect(record(ids.birthday)).toMatchObject({ kind: 'PERSONAL', url: null, date: '1990-06-01', contributors: [], commentCount: 0, nativeLocales: ['en'] });
    const tr = jsonLines('daypedia-tr.jsonl.gz');
    expect(tr).toEqual([
      expect.objectContaining({
        id: ids.easter,
        fallbackFrom: 'en',
        url: `${ORIGIN}/tr/bayramlar-ve-ozel-gunler/easter-sunday`,
        // No member rewrote the Turkish text: the catalogue's data, under its licence.
        contributors: [],
        license: 'CC-BY-SA-3.0',
        nativeLocales: ['en'],
      }),
    ]);
    const de = jsonLines('daypedia-de.jsonl.gz');
    expect(de.find((r) => r.id === ids.moon)).toMatchObject({ commentCount: 1, contributors: [], nativeLocales: ['en', 'de', 'ja'] });
  });

  it('keeps a line separator inside its line, escaped', () => {
    const line = gunzipped('daypedia-en.jsonl.gz')
      .split('\n')
      .find((l) => l.includes('moon-landing'))!;
    expect(line).toContain('\\u2028');
    expect(line).not.toContain('\u2028');
  });

  it('writes files the gzip tool reads whole', () => {
    for (const file of ['daypedia-all.csv.gz', 'daypedia-all.jsonl.gz', 'daypedia-en.csv.gz', 'daypedia-fr.jsonl.gz']) {
      const tool = spawnSync('gzip', ['--decompress', '--stdout', path.join(directory, 'dumps', file)], { maxBuffer: 1e8 });
      expect(tool.status).toBe(0);
      expect(tool.stdout.toString('utf8')).toBe(gunzipped(file));
    }
  });

  it('puts only its own language in a language file, and every language in the file of all', () => {
    const all = jsonLines('daypedia-all.jsonl.gz');
    for (const locale of LOCALES) {
      const own = jsonLines(`daypedia-${locale}.jsonl.gz`);
      expect(own.every((r) => r.locale === locale)).toBe(true);
      expect(own.map((r) => r.id)).toEqual(all.filter((r) => r.locale === locale).map((r) => r.id));
    }
    expect(jsonLines('daypedia-ja.jsonl.gz').map((r) => r.title)).toEqual(['アポロ11号の月面着陸']);
    expect(jsonLines('daypedia-fr.jsonl.gz')).toEqual([]);
    // Each language's entries in the order of their ids.
    const en = jsonLines('daypedia-en.jsonl.gz').map((r) => r.id as number);
    expect(en).toEqual([...en].sort((a, b) => a - b));
  });

  it('writes in CSV what it writes in JSON Lines, as a strict CSV reader reads it back', async () => {
    for (const scope of ['all', 'en', 'de', 'fr']) {
      const fromJson = jsonLines(`daypedia-${scope}.jsonl.gz`).sort(byEntryAndLocale).map(asCsvText);
      expect(await csvRows(`daypedia-${scope}.csv.gz`)).toEqual(fromJson);
    }
    const csv = gunzipped('daypedia-en.csv.gz');
    expect(csv.split('\r\n')[0]).toBe(ENTRY_FIELD_NAMES.join(','));
    // A missing value is an empty field, an empty text "".
    expect(csv).toMatch(/,ada-lovelace,https:\/\/daypedia\.example\/persons\/ada-lovelace,"",/);
  });

  it('describes every field in the data dictionary, and publishes the licences beside the files', () => {
    const dictionary = JSON.parse(readFileSync(path.join(directory, 'dumps/dictionary.json'), 'utf8')) as {
      fields: { name: string; description: string; type: string }[];
      observanceFields: { name: string; description: string; type: string }[];
      observanceYears: number[];
    };
    const record = jsonLines('daypedia-all.jsonl.gz')[0];
    expect(dictionary.fields.map((f) => f.name)).toEqual(Object.keys(record));
    expect(dictionary.fields.map((f) => f.name)).toEqual(gunzipped('daypedia-all.csv.gz').split('\r\n')[0].split(','));
    const observance = jsonLines('daypedia-holiday-observances.jsonl.gz')[0];
    expect(dictionary.observanceFields.map((f) => f.name)).toEqual(Object.keys(observance));
    expect(dictionary.observanceFields.map((f) => f.name)).toEqual(gunzipped('daypedia-holiday-observances.csv.gz').split('\r\n')[0].split(','));
    expect(dictionary.observanceYears).toEqual([2026, 2027]);
    for (const field of [...dictionary.fields, ...dictionary.observanceFields]) expect(field.description.length).toBeGreaterThan(20);
    // The file's id is the database's number, which the API calls databaseId; its own global IDs are read back, not built.
    const id = dictionary.fields.find((f) => f.name === 'id')!.description;
    expect(id).toContain('Entry.databaseId');
    expect(id).toContain('RW50cnk6NDI=');
    expect(Buffer.from('RW50cnk6NDI=', 'base64').toString()).toBe('Entry:42');
    const licence = readFileSync(path.join(directory, 'dumps/LICENSE.txt'), 'utf8');
    expect(licence).toContain('CC-BY-SA-4.0');
    expect(licence).toContain('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(licence).toContain('CC-BY-SA-3.0');
    expect(licence).toContain('date-holidays');
  });
});

describe("the holidays' observances", () => {
  interface Observance {
    country: string;
    status: string;
    start: { iso: string; weekday: string };
    end: { iso: string };
    substitute: boolean;
    rule: string | null;
  }
  /** Each country's days of a holiday in a year, as the API gives them. */
  async function observancesInApi(key: string, year: number): Promise<Observance[]> {
    const result = await execute(
      t.db,
      `query ($key: String!, $year: Int!) {
        entryByKey(key: $key, locale: en) { observances(year: $year, substitutes: true) { country status start { iso weekday } end { iso } substitute rule } }
      }`,
      { key, year },
      { holidays },
    );
    expect(result.errors).toBeUndefined();
    return (result.data as { entryByKey: { observances: Observance[] } }).entryByKey.observances;
  }
  const inFile = () => jsonLines('daypedia-holiday-observances.jsonl.gz');

  it('gives each country its days of every listed holiday, this year and the next, as the API does', async () => {
    const rows = inFile();
    for (const [key, id] of [
      ['holiday:easter-sunday', ids.easter],
      ['holiday:independence-day', ids.independence],
      [(await t.db.entry.findUniqueOrThrow({ where: { id: ids.bicycle } })).key, ids.bicycle],
    ] as const) {
      for (const year of [2026, 2027]) {
        const expected = (await observancesInApi(key, year)).map((o) => ({
          id,
          key,
          year,
          country: o.country,
          status: o.status,
          start: o.start.iso,
          end: o.end.iso,
          weekday: o.start.weekday,
          substitute: o.substitute,
          rule: o.rule,
        }));
        expect(expected.length).toBeGreaterThan(0);
        expect(rows.filter((row) => row.id === id && row.year === year)).toEqual(expected);
      }
    }
    // Computed by date-holidays; checked against the calendar itself: Easter Sunday 2026 is 5 April, 2027 28 March.
    const easter = rows.filter((row) => row.id === ids.easter && row.country === 'DE');
    expect(easter.map((row) => [row.start, row.weekday, row.status].join(' '))).toEqual(['2026-04-05 SUNDAY OBSERVANCE', '2027-03-28 SUNDAY OBSERVANCE']);
    // The 4th of July 2026 is a Saturday: the United States keep Friday the 3rd as well, a row of its own.
    expect(rows.filter((row) => row.id === ids.independence && row.year === 2026)).toEqual([
      expect.objectContaining({ country: 'US', start: '2026-07-04', weekday: 'SATURDAY', substitute: false, status: 'PUBLIC' }),
      expect.objectContaining({ country: 'US', start: '2026-07-03', weekday: 'FRIDAY', substitute: true, status: 'PUBLIC' }),
    ]);
    // A holiday a member wrote: its fixed day in each of its countries, with the status given to it.
    expect(rows.filter((row) => row.id === ids.bicycle && row.year === 2026)).toEqual([
      expect.objectContaining({ country: 'DE', start: '2026-06-03', end: '2026-06-03', weekday: 'WEDNESDAY', status: 'OBSERVANCE', rule: null }),
      expect.objectContaining({ country: 'AT', start: '2026-06-03', weekday: 'WEDNESDAY', status: 'OBSERVANCE', rule: null }),
    ]);
    // Only the holidays the entry files hold.
    const holidaysInFiles = new Set(jsonLines('daypedia-all.jsonl.gz').flatMap((r) => (r.kind === 'HOLIDAY' ? [r.id] : [])));
    expect(new Set(rows.map((row) => row.id))).toEqual(holidaysInFiles);
  });

  it('writes the same rows in CSV', async () => {
    const fromJson = [...inFile()]
      .sort(
        (a, b) =>
          (a.id as number) - (b.id as number) ||
          (a.year as number) - (b.year as number) ||
          String(a.country).localeCompare(String(b.country)) ||
          String(a.start).localeCompare(String(b.start)),
      )
      .map(asCsvText);
    expect(await csvRows('daypedia-holiday-observances.csv.gz', OBSERVANCE_FIELD_NAMES)).toEqual(fromJson);
  });
});

describe('when the dumps are written again', () => {
  const generatedAt = async () => (await t.db.dump.findFirstOrThrow({ where: { file: 'daypedia-en.jsonl.gz' } })).generatedAt.toISOString();
  const titles = () => jsonLines('daypedia-en.jsonl.gz').map((r) => r.title);

  it('only after a change of content, and at most once an hour', async () => {
    clock = new Date('2026-03-02T10:00:00Z');
    const dumps = schedule();
    await anEntry(t.db, { kind: 'EVENT', year: 1989, month: 11, day: 9, title: 'The Berlin Wall falls' });
    expect(await dumps.runDue()).toBe('generated');
    const first = await generatedAt();
    expect(first).toBe('2026-03-02T10:00:00.000Z');
    expect(await dumps.runDue()).toBe('clean');

    // Ten minutes later a text is published: it waits for the hour to be over.
    clock = new Date('2026-03-02T10:10:00Z');
    await anEntry(t.db, { kind: 'EVENT', year: 1453, month: 5, day: 29, title: 'The fall of Constantinople' });
    dumps.contentChanged('article:1');
    expect(await dumps.runDue()).toBe('not-due');
    clock = new Date('2026-03-02T10:59:00Z');
    expect(await dumps.runDue()).toBe('not-due');
    expect(titles()).toContain('The Berlin Wall falls');
    expect(titles()).not.toContain('The fall of Constantinople');
    expect(await generatedAt()).toBe(first);

    clock = new Date('2026-03-02T11:00:00Z');
    expect(await dumps.runDue()).toBe('generated');
    expect(titles()).toContain('The fall of Constantinople');
    expect(await generatedAt()).toBe('2026-03-02T11:00:00.000Z');
    expect(await dumps.runDue()).toBe('clean');

    // An announcement that changed nothing they hold writes nothing.
    clock = new Date('2026-03-02T14:00:00Z');
    dumps.contentChanged('author:member-1');
    expect(await dumps.runDue()).toBe('unchanged');
    expect(await generatedAt()).toBe('2026-03-02T11:00:00.000Z');

    // A comment is counted in its row; a contributor who changes their name is credited by the new one.
    const moonInEnglish = () => jsonLines('daypedia-en.jsonl.gz').find((r) => r.id === ids.moon)!;
    const comment = await aComment(t.db, { entry: { id: ids.moon }, locale: 'en' });
    dumps.contentChanged(`comments:${ids.moon}`);
    expect(await dumps.runDue()).toBe('generated');
    expect(moonInEnglish().commentCount).toBe(3);
    clock = new Date('2026-03-02T15:00:00Z');
    await t.db.user.updateMany({ where: { displayName: 'Ada L.' }, data: { displayName: 'Ada King' } });
    dumps.contentChanged('author:ada');
    expect(await dumps.runDue()).toBe('generated');
    expect(moonInEnglish().contributors).toEqual(['Grace "Amazing"; Hopper, Jr.', 'Ada King']);
    clock = new Date('2026-03-02T16:00:00Z');
    await t.db.comment.update({ where: { id: comment.id }, data: { hidden: true } });
    dumps.contentChanged(`comments:${ids.moon}`);
    expect(await dumps.runDue()).toBe('generated');
    expect(moonInEnglish().commentCount).toBe(2);
  });

  it('at a start only when the content differs from what the dumps hold', async () => {
    clock = new Date('2026-03-03T10:00:00Z');
    expect(await schedule().runDue()).toBe('unchanged');
    await t.db.entry.update({ where: { id: ids.living }, data: { listed: false } });
    expect(await schedule().runDue()).toBe('generated');
    expect(titles()).not.toContain('A living person');
    await t.db.entry.update({ where: { id: ids.living }, data: { listed: true } });
  });

  it('by one instance at a time', async () => {
    clock = new Date('2026-03-04T10:00:00Z');
    const instances = [schedule(), schedule(), schedule()];
    const runs = await Promise.all(instances.map((dumps) => dumps.runDue()));
    expect(runs.filter((run) => run === 'generated')).toHaveLength(1);
    expect(runs.filter((run) => run !== 'generated').every((run) => run === 'locked' || run === 'not-due')).toBe(true);
    expect(titles()).toContain('A living person');
  });
});

describe('/dumps/', () => {
  let server: Listening;
  beforeAll(async () => {
    const app = express();
    app.use(createExportRoutes({ db: t.db, storage, origin: ORIGIN }));
    app.use((error: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(error.status ?? 500).end();
    });
    server = await listening(app);
  });
  afterAll(() => server.close());

  it('lists every file with its size, rows and time of writing', async () => {
    const response = await fetch(`${server.base}/dumps/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const index = (await response.json()) as { generatedAt: string; dictionary: string; license: string; changeCursor: string; files: Json[] };
    expect(index.dictionary).toBe(`${ORIGIN}/dumps/dictionary.json`);
    expect(index.license).toBe(`${ORIGIN}/dumps/LICENSE.txt`);
    expect(index.files.map((f) => f.name)).toEqual(DUMP_FILES.map((d) => d.file));
    expect(index.files.map((f) => f.content)).toEqual(DUMP_FILES.map((d) => d.content));
    for (const file of index.files) {
      const name = file.name as string;
      expect(file.url).toBe(`${ORIGIN}/dumps/${name}`);
      expect(file.bytes).toBe(statSync(path.join(directory, 'dumps', name)).size);
      const fields = file.content === 'holiday-observances' ? OBSERVANCE_FIELD_NAMES : ENTRY_FIELD_NAMES;
      const rows = name.endsWith('.jsonl.gz') ? jsonLines(name).length : (await csvRows(name, fields)).length;
      expect(file.rows).toBe(rows);
      expect(file.generatedAt).toBe(index.generatedAt);
      // Written together, from one snapshot: the same last change.
      expect(file.changeCursor).toBe(index.changeCursor);
    }
    const dictionary = JSON.parse(readFileSync(path.join(directory, 'dumps/dictionary.json'), 'utf8')) as { changeCursor: string };
    expect(dictionary.changeCursor).toBe(index.changeCursor);
    expect(await (await fetch(`${server.base}/dumps/index.json`)).json()).toEqual(index);
  });

  it("names the last change it holds, after which the API's change log continues exactly", async () => {
    const index = async () => (await (await fetch(`${server.base}/dumps/`)).json()) as { changeCursor: string; changesSince: string };
    const changesAfter = async ({ changeCursor, changesSince }: { changeCursor: string; changesSince: string }) => {
      const result = await execute(
        t.db,
        `query ($since: DateTime!, $after: String) { changes(since: $since, after: $after) { totalCount edges { node { entryId locale type } } } }`,
        { since: changesSince, after: changeCursor },
      );
      expect(result.errors).toBeUndefined();
      return (result.data as { changes: { edges: { node: { entryId: string; locale: string; type: string } }[] } }).changes.edges.map((edge) => edge.node);
    };
    clock = new Date('2026-03-06T10:00:00Z');
    await t.db.dump.deleteMany();
    expect(await schedule().runDue()).toBe('generated');
    const written = await index();
    // Nothing after it yet: the dump holds every change so far.
    expect(await changesAfter(written)).toEqual([]);

    // A text changed after the dump: the one change after its cursor.
    const hastings = await t.db.article.findFirstOrThrow({ where: { entryId: ids.hastings, locale: 'en' } });
    await t.db.article.update({ where: { id: hastings.id }, data: { title: 'The Battle of Hastings, 1066' } });
    const after = await changesAfter(written);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ locale: 'en', type: 'UPDATED' });
    expect(Buffer.from(after[0].entryId, 'base64').toString()).toMatch(new RegExp(`^Entry:${ids.hastings}(:en)?$`));

    // Written again, the dumps hold it, and name it as their last change.
    clock = new Date('2026-03-06T11:00:00Z');
    expect(await schedule().runDue()).toBe('generated');
    const again = await index();
    expect(again.changeCursor).not.toBe(written.changeCursor);
    expect(await changesAfter(again)).toEqual([]);
    expect(jsonLines('daypedia-en.jsonl.gz').find((r) => r.id === ids.hastings)?.title).toBe('The Battle of Hastings, 1066');
  });

  it('serves each file as stored, for a few minutes in caches', async () => {
    const response = await fetch(`${server.base}/dumps/daypedia-en.csv.gz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(directory, 'dumps/daypedia-en.csv.gz')))).toBe(true);
    const dictionary = await fetch(`${server.base}/dumps/dictionary.json`);
    expect(dictionary.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 404 for any other name', async () => {
    for (const name of [
      'daypedia-xx.csv.gz',
      'daypedia-en.csv.gz.partial',
      '..%2F..%2Fetc%2Fpasswd',
      'daypedia-en.csv.gz%00',
      'daypedia-en.csv',
      'DAYPEDIA-EN.CSV.GZ',
    ]) {
      expect((await fetch(`${server.base}/dumps/${name}`)).status).toBe(404);
    }
  });
});

// s3rver ships no type declarations; this is the little of it the test uses.
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rver;

describe('dumps in S3-compatible storage', () => {
  const bucket = 'daypedia';
  const s3Directory = mkdtempSync(path.join(tmpdir(), 'daypedia-dumps-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Directory, silent: true, configureBuckets: [{ name: bucket }] });
  let client: S3Client;
  let s3Storage: ReturnType<typeof s3ImageStorage>;
  beforeAll(async () => {
    const { port } = await s3.run();
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    client = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials });
    s3Storage = s3ImageStorage({
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      ...credentials,
      publicUrl: 'https://files.daypedia.example',
      // Small parts, so the files go up in several.
      partBytes: 256,
    });
  });
  afterAll(async () => {
    client?.destroy();
    await s3.close();
    rmSync(s3Directory, { recursive: true, force: true });
  });

  it('writes the same files there, and /dumps/ sends readers to them', async () => {
    clock = new Date('2026-03-07T10:00:00Z');
    expect(await createDumpSchedule({ db: t.db, storage: s3Storage, origin: ORIGIN, holidays, now }).runDue()).toBe('unchanged');
    // The content is what the local files hold; forgotten dumps are written again, and compared with those.
    await t.db.dump.deleteMany();
    expect(await createDumpSchedule({ db: t.db, storage: s3Storage, origin: ORIGIN, holidays, now }).runDue()).toBe('generated');
    for (const file of ['daypedia-all.jsonl.gz', 'daypedia-en.csv.gz', 'dictionary.json']) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `dumps/${file}` }));
      const stored = Buffer.from(await object.Body!.transformToByteArray());
      const local = readFileSync(path.join(directory, 'dumps', file));
      expect(file.endsWith('.gz') ? gunzipSync(stored).equals(gunzipSync(local)) : stored.equals(local)).toBe(true);
      expect(object.CacheControl).toBe('public, max-age=300');
    }

    const app = express();
    app.use(createExportRoutes({ db: t.db, storage: s3Storage, origin: ORIGIN }));
    const server = await listening(app);
    try {
      const response = await fetch(`${server.base}/dumps/daypedia-de.csv.gz`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://files.daypedia.example/dumps/daypedia-de.csv.gz');
    } finally {
      await server.close();
    }
  });
});
