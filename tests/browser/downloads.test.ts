/**
 * The dumps and an export as an analyst downloads them from the built site running on its
 * defaults: every file /dumps/ lists, the data dictionary and the licence, and an export started
 * through the API, each fetched over HTTP, decompressed and read back with a CSV parser that owes
 * nothing to the writer (csv-parse) or as JSON Lines; their rows counted against the database.
 *
 * The dumps are written from a snapshot at most hourly, and other tests of the run change content
 * meanwhile: the database's count now is brought back to the dump's moment with what the API's
 * change log lists after the dump's changeCursor, which is how an analyst catches up from a dump.
 */
import { gunzipSync } from 'node:zlib';
import { parse, type Options } from 'csv-parse/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LOCALES } from '#shared/locales';
import { withSiteDatabase } from './site-database';

const base = inject('baseUrl');
const db = new pg.Client({ connectionString: inject('databaseUrl') });

interface ListedFile {
  name: string;
  url: string;
  content: 'entries' | 'holiday-observances';
  locale: string | null;
  format: 'JSONL' | 'CSV';
  rows: number;
  bytes: number;
  changeCursor: string;
  changesSince: string;
}

interface Listing {
  dictionary: string;
  license: string;
  changeCursor: string | null;
  files: ListedFile[];
}

/** Every data file of a full set: each language's entries and all of them, and the holidays' observances, in both formats. */
const FILES_IN_A_SET = 2 * (LOCALES.length + 1) + 2;

/** A path of the site, fetched as any HTTP client would; the listing's addresses name the site's public origin. */
async function download(address: string): Promise<Response> {
  const response = await fetch(new URL(new URL(address, base).pathname, base));
  expect(response.status, address).toBe(200);
  return response;
}

/** A gzip file's text: every member of it, as gzip and zcat read it. */
async function gunzipped(address: string): Promise<string> {
  const response = await download(address);
  expect(response.headers.get('content-type')).toBe('application/gzip');
  return gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
}

function jsonLines(text: string): Record<string, unknown>[] {
  if (text === '') return [];
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The records of a CSV file under its header, as RFC 4180 reads them. */
function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const strict: Options = { record_delimiter: '\r\n' };
  const rows = parse(text, strict);
  const [header, ...body] = rows;
  return { header, records: body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]]))) };
}

/** A file's rows, read as its format says. */
async function rowsOf(file: Pick<ListedFile, 'url' | 'format'>): Promise<Record<string, unknown>[]> {
  const text = await gunzipped(file.url);
  return file.format === 'JSONL' ? jsonLines(text) : csvRecords(text).records;
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await response.json()) as { data: T; errors?: unknown };
  expect(errors).toBeUndefined();
  return data;
}

interface Change {
  entryId: string;
  locale: string;
  type: 'CREATED' | 'UPDATED' | 'UNLISTED';
}

/** Every change after a dump's cursor, page after page, as the API lists them. */
async function changesAfter({ changeCursor, changesSince }: Pick<ListedFile, 'changeCursor' | 'changesSince'>): Promise<Change[]> {
  const changes: Change[] = [];
  for (let after: string | null = changeCursor; after;) {
    const page: { changes: { edges: { node: Change }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } = await graphql(
      `
        query ($since: DateTime!, $after: String) {
          changes(since: $since, after: $after, first: 100) {
            edges {
              node {
                entryId
                locale
                type
              }
            }
            pageInfo {
              hasNextPage
              endCursor
            }
          }
        }
      `,
      { since: changesSince, after },
    );
    changes.push(...page.changes.edges.map((edge) => edge.node));
    after = page.changes.pageInfo.hasNextPage ? page.changes.pageInfo.endCursor : null;
  }
  return changes;
}

/** The entry a change names: its global ID, `Entry:<id>` or `Entry:<id>:<language>` before base64. */
const entryOf = (change: Change) => Number(Buffer.from(change.entryId, 'base64').toString('utf8').split(':')[1]);

/**
 * How many published texts of listed entries (of a language, or of all) the database held at a
 * dump: as many as now, less those readable now and plus those readable then among the texts that
 * changed after it. A text was readable then unless its first change after the dump made it so
 * (CREATED); it is readable now unless its last one took it away (UNLISTED).
 */
async function textsAtDump(locale: string | null, changes: Change[]): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
     WHERE a."publishedAt" IS NOT NULL AND e."listed" AND ($1::text IS NULL OR a."locale"::text = $1)`,
    [locale],
  );
  const byText = Map.groupBy(
    changes.filter((change) => locale === null || change.locale === locale),
    (change) => `${entryOf(change)} ${change.locale}`,
  );
  let count = rows[0].count;
  for (const ofText of byText.values()) {
    if (ofText.at(-1)!.type !== 'UNLISTED') count -= 1;
    if (ofText[0].type !== 'CREATED') count += 1;
  }
  return count;
}

let listing: Listing;

beforeAll(async () => {
  await db.connect();
  // The site writes its first dumps some seconds after it starts; a run of the slow tier reaches this later.
  await vi.waitFor(
    async () => {
      listing = (await (await download('/dumps/')).json()) as Listing;
      expect(listing.files).toHaveLength(FILES_IN_A_SET);
    },
    { timeout: 90_000, interval: 1_000 },
  );
}, 120_000);
/** An entry with texts in several languages, taken off the site after the dump was written (and put back after the tests). */
let takenOff: number | null = null;

afterAll(async () => {
  if (takenOff !== null) await withSiteDatabase((site) => site.query(`UPDATE "Entry" SET "listed" = true WHERE "id" = $1`, [takenOff]));
  await db.end();
});

describe('the dumps, downloaded over HTTP', () => {
  it('hold in every listed file the rows the list says, as many as the database had at the dump', async () => {
    // Changed after the dump: the files still hold its texts, and the change log after their cursor says what changed.
    const { rows } = await db.query<{ id: number }>(
      `SELECT "id" FROM "Entry" WHERE "listed" AND "kind" = 'EVENT' AND "languages" > 1 ORDER BY "languages" DESC, "id" LIMIT 1`,
    );
    takenOff = rows[0].id;
    await withSiteDatabase((site) => site.query(`UPDATE "Entry" SET "listed" = false WHERE "id" = $1`, [takenOff]));
    const all = listing.files.find((f) => f.name === 'daypedia-all.jsonl.gz')!;
    expect((await changesAfter(all)).filter((change) => entryOf(change) === takenOff).map((change) => change.type)).toContain('UNLISTED');
    for (const file of listing.files) {
      const rows = await rowsOf(file);
      expect(rows.length, file.name).toBe(file.rows);
      if (file.content === 'entries') expect(rows.length, file.name).toBe(await textsAtDump(file.locale, await changesAfter(file)));
      else expect(rows.length, file.name).toBeGreaterThan(0);
    }
  });

  it('write each entry once per language, the same in JSON Lines and in CSV', async () => {
    const file = (name: string) => listing.files.find((f) => f.name === name)!;
    const json = await rowsOf(file('daypedia-all.jsonl.gz'));
    const csv = await rowsOf(file('daypedia-all.csv.gz'));
    expect(new Set(json.map((row) => `${String(row.id)} ${String(row.locale)}`)).size).toBe(json.length);
    expect(csv.map((row) => `${String(row.id)} ${String(row.locale)} ${String(row.title)}`)).toEqual(
      json.map((row) => `${String(row.id)} ${String(row.locale)} ${String(row.title)}`),
    );
    // Holiday statuses as the API spells them.
    const types = new Set(json.flatMap((row) => (row.holidayType === null ? [] : [row.holidayType])));
    expect([...types].every((type) => ['PUBLIC', 'BANK', 'SCHOOL', 'OPTIONAL', 'OBSERVANCE'].includes(type as string))).toBe(true);
    expect(types.size).toBeGreaterThan(0);
  });

  it('give each holiday its days country by country, as the API reads them', async () => {
    const observances = await rowsOf(listing.files.find((f) => f.name === 'daypedia-holiday-observances.jsonl.gz')!);
    const entries = await rowsOf(listing.files.find((f) => f.name === 'daypedia-en.jsonl.gz')!);
    const christmas = entries.find((row) => row.key === 'holiday:christmas-day')!;
    const year = observances[0].year as number;
    const { entryByKey } = await graphql<{ entryByKey: { observances: { country: string; status: string; start: { iso: string }; substitute: boolean }[] } }>(
      `
        query ($year: Int!) {
          entryByKey(key: "holiday:christmas-day", locale: en) {
            observances(year: $year, substitutes: true) {
              country
              status
              start {
                iso
              }
              substitute
            }
          }
        }
      `,
      { year },
    );
    expect(
      observances.filter((row) => row.id === christmas.id && row.year === year).map((row) => [row.country, row.status, row.start, row.substitute]),
    ).toEqual(entryByKey.observances.map((o) => [o.country, o.status, o.start.iso, o.substitute]));
    // Only holidays the entry files hold.
    const holidays = new Set(entries.flatMap((row) => (row.kind === 'HOLIDAY' ? [row.id] : [])));
    expect(observances.every((row) => holidays.has(row.id))).toBe(true);
  });

  it('describe every column in the dictionary, and state their licences', async () => {
    const dictionary = (await (await download(listing.dictionary)).json()) as {
      fields: { name: string }[];
      observanceFields: { name: string }[];
      changeCursor: string;
    };
    const header = (name: string) => gunzipped(listing.files.find((f) => f.name === name)!.url).then((text) => csvRecords(text).header);
    expect(await header('daypedia-de.csv.gz')).toEqual(dictionary.fields.map((f) => f.name));
    expect(await header('daypedia-holiday-observances.csv.gz')).toEqual(dictionary.observanceFields.map((f) => f.name));
    // The dictionary is written after the files it was written with.
    if (listing.changeCursor) expect(dictionary.changeCursor).toBe(listing.changeCursor);
    const licence = await (await download(listing.license)).text();
    for (const spdx of ['CC-BY-SA-4.0', 'CC-BY-SA-3.0', 'CC0-1.0']) expect(licence).toContain(spdx);
  });
});

describe('an export, started through the API and downloaded over HTTP', () => {
  it('holds a row for each English text the database has, read back by a CSV parser', async () => {
    const { startExport } = await graphql<{ startExport: { id: string } }>(`
      mutation {
        startExport(filter: { locale: en }, format: CSV) {
          id
        }
      }
    `);
    let job = { status: 'QUEUED', rowCount: 0, url: null as string | null };
    await expect
      .poll(
        async () => {
          ({ exportJob: job } = await graphql<{ exportJob: typeof job }>(
            `
              query ($id: ID!) {
                exportJob(id: $id) {
                  status
                  rowCount
                  url
                }
              }
            `,
            { id: startExport.id },
          ));
          return job.status;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe('DONE');
    const { header, records } = csvRecords(await gunzipped(job.url!));
    const { rows } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
       WHERE a."publishedAt" IS NOT NULL AND e."listed" AND a."locale" = 'en'`,
    );
    expect(records.length).toBe(rows[0].count);
    expect(job.rowCount).toBe(rows[0].count);
    expect(header).toContain('contributors');
    expect(records.every((record) => record.locale === 'en')).toBe(true);
  });
});
