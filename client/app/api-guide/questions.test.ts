/**
 * The API guide's sixteen questions, asked of the whole server over HTTP as an analyst asks them:
 * each with one request (the export with two), the query taken from the guide. Each answer is
 * checked against what the database holds, counted here in SQL of the test's own, and holidays
 * against the date-holidays package and the Easter computus.
 */
import { gunzipSync } from 'node:zlib';
import Holidays, { type HolidaysTypes } from 'date-holidays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/prisma';
import type { User } from '../../../server/generated/prisma/client';
import { HOLIDAY_COUNTRIES } from '../../../server/holidays/catalogue';
import { seedDemoContent } from '../../../server/seed/index';
import { startTestApp, type TestApp } from '../../../tests/setup/app';
import { articleBody } from '../../../tests/setup/article-operations';
import { aComment, aMember, anEntry, anImage, type ArticleFields, type EntryFields } from '../../../tests/setup/factories';
import { approve, okData, REVIEW_ARTICLE, START_REWRITE, startEvent, SUBMIT_ARTICLE } from '../../../tests/setup/operations';
import { LOCALES } from '#shared/locales';
import { entryPath } from '#shared/paths';
import { analystQuestion, valueAt, variablesAt, type AnalystQuestion, type Operation } from './questions';

let app: TestApp;
let db: Database;
/** Before the changes the test makes through writing and review ("since yesterday" is this moment here). */
let beforeChanges: Date;
let newEvent: { key: string; slug: string };
let rewrittenKey: string;
let rejectedKey: string;
let writers: User[];

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One request, as the guide's Python and JavaScript examples send it. */
async function send(operation: Operation, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${app.base}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: operation.query, variables }),
  });
  const answer = { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(answer.status).toBe(200);
  return answer.data!;
}

/** Asks a one-request question with its own variables, some of them replaced by what this test's data needs. */
function ask(question: AnalystQuestion, replaced: Record<string, unknown> = {}) {
  expect(question.operations).toHaveLength(1);
  const operation = question.operations[0];
  return send(operation, { ...variablesAt(operation, new Date()), ...replaced });
}

const nodes = <T>(connection: unknown): T[] => (connection as { edges: { node: T }[] }).edges.map((edge) => edge.node);
const sql = <T>(query: TemplateStringsArray, ...values: unknown[]) => db.$queryRaw<T[]>(query, ...values);

beforeAll(async () => {
  app = await startTestApp('analyst-questions', {}, { members: false });
  db = app.testbed.t.db;
  expect(await seedDemoContent(db, 2027)).toBeGreaterThan(50);

  // Persons around the bounds of "born 1850 to 1900, died in November".
  const person = (title: string, birth: [number, number, number], death: [number, number, number], fields: EntryFields = {}) =>
    anEntry(db, {
      kind: 'PERSON',
      title,
      birthYear: birth[0],
      birthMonth: birth[1],
      birthDay: birth[2],
      deathYear: death[0],
      deathMonth: death[1],
      deathDay: death[2],
      ...fields,
    });
  await person('Born on the first day of 1850', [1850, 1, 1], [1920, 11, 5]);
  await person('Born on the last day of 1900', [1900, 12, 31], [1970, 11, 30]);
  await person('Born a year too early', [1849, 6, 1], [1910, 11, 11]);
  await person('Born a year too late', [1901, 1, 1], [1980, 11, 2]);
  await person('Died in October', [1875, 5, 5], [1940, 10, 31]);
  await person('Not listed', [1860, 4, 4], [1930, 11, 4], { listed: false });
  await person('Only in German', [1880, 2, 2], [1950, 11, 15], { articles: [{ locale: 'de', title: 'Nur auf Deutsch' }] });

  // Events of the German edition in several months and decades, one of them not published in German.
  const event = (year: number, month: number, day: number, articles: ArticleFields[]) => anEntry(db, { kind: 'EVENT', year, month, day, articles });
  const moon = await event(1969, 7, 20, [
    { locale: 'en', title: 'A first step on the Moon' },
    { locale: 'de', title: 'Ein erster Schritt auf dem Mond' },
  ]);
  const wall = await event(1989, 11, 9, [
    { locale: 'en', title: 'The wall opens' },
    { locale: 'de', title: 'Die Mauer öffnet sich' },
  ]);
  await event(1961, 8, 13, [{ locale: 'de', title: 'Der Mauerbau beginnt' }]);
  await event(1990, 10, 3, [{ locale: 'de', title: 'Die Einheit wird vollzogen' }]);
  await event(1975, 7, 1, [
    { locale: 'en', title: 'Only in English so far' },
    { locale: 'de', title: 'Noch nicht veröffentlicht', published: false },
  ]);

  // Comments, one of them hidden by a reviewer.
  for (const text of ['One.', 'Two.', 'Three.']) await aComment(db, { entry: moon, text });
  await aComment(db, { entry: moon, text: 'Hidden.', hidden: true });
  await aComment(db, { entry: wall, text: 'Remembered.' });

  // Mentions of a constitution: in a title, a summary, a text only, and none.
  await event(1814, 5, 17, [{ locale: 'en', title: 'Constitution of Norway signed' }]);
  await event(1791, 5, 3, [{ locale: 'en', title: 'A new order for Poland', summary: 'The Sejm adopts a written constitution.' }]);
  await event(1787, 9, 17, [
    { locale: 'en', title: 'Delegates sign in Philadelphia', bodyHtml: '<p>The convention ends with a constitutional text signed by 39 delegates.</p>' },
  ]);
  await event(1815, 6, 18, [{ locale: 'en', title: 'A battle near Brussels' }]);

  // One entry in some of the languages: published in three, borrowed in one, unpublished in one.
  await anEntry(db, {
    kind: 'EVENT',
    key: 'peace-of-westphalia',
    year: 1648,
    month: 10,
    day: 24,
    articles: [
      { locale: 'en', title: 'Peace of Westphalia' },
      { locale: 'de', title: 'Westfälischer Friede' },
      { locale: 'fr', title: 'Traités de Westphalie' },
      { locale: 'tr', title: 'Peace of Westphalia', fallbackFrom: 'en' },
      { locale: 'it', title: 'Pace di Vestfalia', published: false },
    ],
  });

  // Something on today's date in Tokyo, in Japanese.
  const [month, day] = tokyoToday();
  await event(2001, month, day, [
    { locale: 'en', title: 'Something happened in Tokyo today' },
    { locale: 'ja', title: '今日の東京の出来事' },
  ]);

  // Everything so far was written a month ago; two texts changed two days ago, one of them new then.
  await db.$executeRaw`UPDATE "Entry" SET "createdAt" = now() - interval '30 days', "updatedAt" = now() - interval '30 days'`;
  await db.$executeRaw`UPDATE "Article" SET "createdAt" = now() - interval '30 days', "updatedAt" = now() - interval '30 days', "publishedAt" = now() - interval '30 days' WHERE "publishedAt" IS NOT NULL`;
  await db.$executeRaw`UPDATE "Article" SET "updatedAt" = now() - interval '2 days', "publishedAt" = now() - interval '2 days' WHERE title = 'The wall opens'`;
  await db.$executeRaw`UPDATE "Article" SET "updatedAt" = now() - interval '2 days' WHERE title = 'Constitution of Norway signed'`;

  // Then members write and reviewers decide: a new article, a rewrite of it, a rewrite of a demo
  // article, and a rewrite that is rejected.
  [beforeChanges] = (await sql<{ now: Date }>`SELECT now()`).map((row) => row.now);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const [author, rewriter, reviewer] = [
    await aMember(db, { displayName: 'Ada Writer' }),
    await aMember(db, { displayName: 'Bo Rewriter' }),
    await aMember(db, { displayName: 'Rita Reviewer', role: 'REVIEWER' }),
  ];
  writers = [author, rewriter];
  const cover = await anImage(db, { owner: author });
  const draft = await startEvent(db, author, { year: 1905, month: 6, day: 7 });
  const title = 'Norway leaves the union with Sweden';
  const submitted = await okData(
    db,
    SUBMIT_ARTICLE,
    { id: draft.id, input: { title, bodyHtml: articleBody(title), coverImageId: cover.id }, rules: true },
    author,
  );
  expect(submitted.submitArticle.errors).toEqual([]);
  const published = await approve(db, reviewer, draft.id);
  const created = await db.entry.findFirstOrThrow({ where: { articles: { some: { title, locale: 'en' } } }, include: { articles: true } });
  newEvent = { key: created.key, slug: created.articles[0].slug };
  expect(published.path).toBe(entryPath('en', 'EVENT', newEvent.slug));

  const rewrite = async (entryId: number, member: User, decision: 'APPROVE' | 'REJECT') => {
    const { startRewrite } = await okData(db, START_REWRITE, { entryId: String(entryId), locale: 'en' }, member);
    const revision = startRewrite.revision!;
    const input = { title: revision.title, bodyHtml: `${revision.bodyHtml}<p>Sources checked again, and a date corrected.</p>` };
    expect((await okData(db, SUBMIT_ARTICLE, { id: revision.id, input, rules: true }, member)).submitArticle.errors).toEqual([]);
    const { reviewArticle } = await okData(
      db,
      REVIEW_ARTICLE,
      { id: revision.id, decision, reason: decision === 'REJECT' ? 'The sources do not say so.' : null },
      reviewer,
    );
    expect(reviewArticle.errors).toEqual([]);
  };
  await rewrite(created.id, rewriter, 'APPROVE');
  const demo = (key: string) => db.entry.findUniqueOrThrow({ where: { key } });
  rewrittenKey = 'fall-of-granada';
  await rewrite((await demo(rewrittenKey)).id, rewriter, 'APPROVE');
  rejectedKey = 'liberation-of-auschwitz';
  await rewrite((await demo(rejectedKey)).id, author, 'REJECT');
}, 180_000);

afterAll(() => app?.close());

/** Today's month and day in Tokyo. */
function tokyoToday(): [number, number] {
  const [month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', month: '2-digit', day: '2-digit' }).format(new Date()).split('-');
  return [Number(month), Number(day)];
}

/** Easter Sunday of a Gregorian year (the anonymous computus of Meeus, Jones and Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What date-holidays lists nationwide (the kinds of days the site lists), substitute days left out. */
const LISTED_TYPES = new Set(['public', 'bank', 'optional', 'observance']);
const listed = (holidays: HolidaysTypes.Holiday[]) => holidays.filter((h) => LISTED_TYPES.has(h.type) && !h.substitute);

/** The records of a CSV file (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[i++];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

describe('the API guide’s questions, asked of the server', () => {
  it('events per month in German: counted like the database counts them', async () => {
    const expected = await sql<{ month: number; count: number }>`SELECT e.month, count(*)::int AS count FROM "Entry" e
      WHERE e.kind = 'EVENT' AND e.listed AND EXISTS (SELECT 1 FROM "Article" a WHERE a."entryId" = e.id AND a.locale = 'de' AND a."publishedAt" IS NOT NULL)
      GROUP BY e.month ORDER BY e.month`;
    expect(expected.find((row) => row.month === 8)?.count).toBeGreaterThan(0);
    const data = await ask(analystQuestion('events-per-month'));
    const rows = (data.entryCounts as { month: number; count: number }[]).filter((row) => row.count > 0).sort((a, b) => a.month - b.month);
    expect(rows.map(({ month, count }) => ({ month, count }))).toEqual(expected);
  });

  it('persons born 1850 to 1900 who died in November: exactly those, oldest first', async () => {
    const expected = await sql<{
      title: string;
      birth: string;
    }>`SELECT a.title, to_char(make_date(e."birthYear", e."birthMonth", e."birthDay"), 'YYYY-MM-DD') AS birth
      FROM "Entry" e JOIN "Article" a ON a."entryId" = e.id AND a.locale = 'en' AND a."publishedAt" IS NOT NULL
      WHERE e.kind = 'PERSON' AND e.listed AND e."birthYear" BETWEEN 1850 AND 1900 AND e."deathMonth" = 11
      ORDER BY e."birthYear", e."birthMonth", e."birthDay"`;
    const data = await ask(analystQuestion('born-1850-1900-died-november'));
    const found = nodes<{ title: string; birth: { iso: string }; death: { iso: string } }>(data.entries);
    expect((data.entries as { totalCount: number }).totalCount).toBe(expected.length);
    expect(found.map((person) => person.birth.iso)).toEqual(expected.map((person) => person.birth));
    expect(new Set(found.map((person) => person.title))).toEqual(new Set(expected.map((person) => person.title)));
    expect(found.every((person) => person.death.iso.slice(5, 7) === '11')).toBe(true);
    const titles = found.map((person) => person.title);
    expect(titles).toEqual(expect.arrayContaining(['Born on the first day of 1850', 'Born on the last day of 1900']));
    for (const outside of ['Ada Lovelace', 'Born a year too early', 'Born a year too late', 'Died in October', 'Not listed'])
      expect(titles).not.toContain(outside);
  });

  it('Turkey’s holidays in 2027: every holiday Turkey keeps, on the days date-holidays gives', async () => {
    const expected = await sql<{ key: string }>`SELECT e.key FROM "Entry" e
      WHERE e.kind = 'HOLIDAY' AND e.listed AND 'TR' = ANY(e.countries)
      AND EXISTS (SELECT 1 FROM "Article" a WHERE a."entryId" = e.id AND a.locale = 'en' AND a."publishedAt" IS NOT NULL)`;
    type Holiday = { key: string; observances: { country: string; start: { iso: string }; end: { iso: string } }[] };
    const data = await ask(analystQuestion('turkey-holidays-2027'));
    const found = nodes<Holiday>(data.entries);
    expect((data.entries as { totalCount: number }).totalCount).toBe(expected.length);
    expect(new Set(found.map((h) => h.key))).toEqual(new Set(expected.map((h) => h.key)));
    const turkish = found.flatMap((h) => h.observances.filter((o) => o.country === 'TR'));
    const package2027 = listed(new Holidays('TR').getHolidays(2027, 'en'));
    expect(package2027.length).toBeGreaterThan(5);
    // Every day the package lists falls within a holiday the answer gives, and every holiday the answer gives starts on one of them.
    for (const holiday of package2027) {
      const day = holiday.date.slice(0, 10);
      expect(
        turkish.some((o) => o.start.iso <= day && day <= o.end.iso),
        `${holiday.name} on ${day}`,
      ).toBe(true);
    }
    const packageDays = new Set(package2027.map((holiday) => holiday.date.slice(0, 10)));
    for (const observance of turkish) expect(packageDays, observance.start.iso).toContain(observance.start.iso);
  });

  it('Germany’s public holidays on a weekend in 2026: the nine nationwide ones, on the days and weekdays date-holidays gives', async () => {
    type Holiday = { key: string; observances: { status: string; start: { iso: string; weekday: string } }[] };
    const data = await ask(analystQuestion('german-public-holidays-on-weekends-2026'));
    const found = (data.entries as { totalCount: number; nodes: Holiday[] }).nodes;
    const nationwide = new Holidays('DE').getHolidays(2026, 'en').filter((h) => h.type === 'public' && !h.substitute);
    expect(nationwide).toHaveLength(9);
    expect((data.entries as { totalCount: number }).totalCount).toBe(9);
    expect(found.map((h) => h.observances.map((o) => o.status))).toEqual(found.map(() => ['PUBLIC']));
    const days = (holidays: { day: string }[]) => holidays.map((h) => h.day).sort();
    expect(days(found.map((h) => ({ day: h.observances[0].start.iso })))).toEqual(days(nationwide.map((h) => ({ day: h.date.slice(0, 10) }))));
    // The weekend ones, as the answer names them and as the calendar has them.
    const onWeekend = found.filter((h) => ['SATURDAY', 'SUNDAY'].includes(h.observances[0].start.weekday)).map((h) => h.observances[0].start.iso);
    const calendarWeekend = nationwide.filter((h) => [0, 6].includes(new Date(`${h.date.slice(0, 10)}T12:00:00Z`).getUTCDay())).map((h) => h.date.slice(0, 10));
    expect(onWeekend.sort()).toEqual(calendarWeekend.sort());
    expect(onWeekend.sort()).toEqual(['2026-10-03', '2026-12-26']);
  });

  it('one entry in the eight languages: its titles, which are borrowed and which languages lack it', async () => {
    const expected = await sql<{
      locale: string;
      title: string;
      fallbackFrom: string | null;
    }>`SELECT a.locale::text, a.title, a."fallbackFrom"::text AS "fallbackFrom"
      FROM "Article" a JOIN "Entry" e ON e.id = a."entryId" WHERE e.key = 'peace-of-westphalia' AND a."publishedAt" IS NOT NULL ORDER BY a.locale::text`;
    const data = await ask(analystQuestion('one-entry-eight-languages'), { key: 'peace-of-westphalia' });
    const entry = data.entryByKey as {
      translations: { locale: string; title: string; isNative: boolean; fallbackFrom: string | null }[];
      missingLocales: string[];
    };
    const translations = entry.translations
      .map(({ locale, title, isNative, fallbackFrom }) => ({ locale, title, isNative, fallbackFrom }))
      .sort((a, b) => a.locale.localeCompare(b.locale));
    expect(translations).toEqual(expected.map((row) => ({ ...row, isNative: row.fallbackFrom === null })));
    expect(translations.find((t) => t.locale === 'tr')).toMatchObject({ isNative: false, fallbackFrom: 'en' });
    // Languages without a published article are missing; one whose text is borrowed may be named too.
    const published = new Set(expected.filter((row) => row.fallbackFrom === null).map((row) => row.locale));
    const missing = LOCALES.filter((locale) => !expected.some((row) => row.locale === locale));
    expect(entry.missingLocales).toEqual(expect.arrayContaining(missing));
    for (const locale of entry.missingLocales) expect(published.has(locale), locale).toBe(false);
  });

  it('entries added or changed in the last seven days: the texts changed since, newest first', async () => {
    const question = analystQuestion('added-this-week');
    const since = variablesAt(question.operations[0], new Date()).since as string;
    const expected = await sql<{ title: string; publishedAt: Date }>`SELECT a.title, a."publishedAt" FROM "Article" a JOIN "Entry" e ON e.id = a."entryId"
      WHERE a.locale = 'en' AND a."publishedAt" IS NOT NULL AND e.listed AND a."updatedAt" >= ${new Date(since)}::timestamptz
      ORDER BY a."updatedAt" DESC`;
    const data = await ask(question, { since });
    const found = nodes<{ title: string; publishedAt: string }>(data.entries);
    expect((data.entries as { totalCount: number }).totalCount).toBe(expected.length);
    expect(found.map((entry) => entry.title)).toEqual(expected.map((entry) => entry.title));
    expect(found.map((entry) => Date.parse(entry.publishedAt))).toEqual(expected.map((entry) => entry.publishedAt.getTime()));
    expect(found.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['The wall opens', 'Constitution of Norway signed', 'Norway leaves the union with Sweden']),
    );
    expect(found.map((entry) => entry.title)).not.toContain('A first step on the Moon');
  });

  it('comments per event: what readers see of each, hidden ones not counted', async () => {
    const expected = await sql<{
      slug: string;
      count: number;
    }>`SELECT a.slug, (SELECT count(*)::int FROM "Comment" c WHERE c."entryId" = e.id AND NOT c.hidden) AS count
      FROM "Entry" e JOIN "Article" a ON a."entryId" = e.id AND a.locale = 'en' AND a."publishedAt" IS NOT NULL
      WHERE e.kind = 'EVENT' AND e.listed`;
    // Page after page, as the answer says, until the last.
    const found: { path: string; commentCount: number }[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const data = await ask(analystQuestion('comment-counts'), { after });
      const connection = data.entries as { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      expect(connection.totalCount).toBe(expected.length);
      found.push(...nodes<{ path: string; commentCount: number }>(data.entries));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(found.length).toBe(expected.length);
    const counts = Object.fromEntries(found.map((entry) => [entry.path, entry.commentCount]));
    expect(counts).toEqual(Object.fromEntries(expected.map((row) => [entryPath('en', 'EVENT', row.slug), row.count])));
    expect(Object.values(counts)).toEqual(expect.arrayContaining([3, 1]));
  });

  it('every English entry in one file: an export job, asked for until its file is written, with a row for each entry', async () => {
    const question = analystQuestion('full-export');
    const [start, job] = question.operations;
    const started = await send(start, variablesAt(start, new Date()));
    let data: Record<string, unknown> = {};
    for (let attempt = 0; attempt < 60; attempt++) {
      data = await send(job!, variablesAt(job!, new Date(), started));
      if (valueAt(data, job!.until!)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const exported = data.exportJob as { rowCount: number; url: string };
    const [{ count }] = await sql<{ count: number }>`SELECT count(*)::int AS count FROM "Entry" e
      WHERE e.listed AND EXISTS (SELECT 1 FROM "Article" a WHERE a."entryId" = e.id AND a.locale = 'en' AND a."publishedAt" IS NOT NULL)`;
    expect(exported.rowCount).toBe(count);
    const file = Buffer.from(await (await fetch(new URL(exported.url, `${app.base}/graphql`))).arrayBuffer());
    const text = (file[0] === 0x1f && file[1] === 0x8b ? gunzipSync(file) : file).toString('utf8');
    const records = csvRecords(text).filter((record) => record.some(Boolean));
    expect(records.length - 1).toBe(count);
    for (const title of ['Peace of Westphalia', 'Norway leaves the union with Sweden', 'Delegates sign in Philadelphia']) expect(text).toContain(title);
  });

  it('the days with the most events: every day counted like the database counts it', async () => {
    const expected = await sql<{ month: number; day: number; count: number }>`SELECT e.month, e.day, count(*)::int AS count FROM "Entry" e
      WHERE e.kind = 'EVENT' AND e.listed AND EXISTS (SELECT 1 FROM "Article" a WHERE a."entryId" = e.id AND a.locale = 'en' AND a."publishedAt" IS NOT NULL)
      GROUP BY e.month, e.day`;
    const key = (row: { month: number; day: number }) => row.month * 100 + row.day;
    const data = await ask(analystQuestion('top-days'));
    const rows = (data.entryCounts as { month: number; day: number; count: number }[])
      .filter((row) => row.count > 0)
      .map(({ month, day, count }) => ({ month, day, count }))
      .sort((a, b) => key(a) - key(b));
    expect(rows).toEqual(expected.sort((a, b) => key(a) - key(b)));
  });

  it('who celebrates on 23 April 2027: the countries date-holidays names for that day', async () => {
    const day = '2027-04-23';
    const data = await ask(analystQuestion('countries-on-2027-04-23'));
    const holidays = (data.day as { holidays: { key: string; observances: { country: string; start: { iso: string }; end: { iso: string } }[] }[] }).holidays;
    const answered = new Set(holidays.flatMap((h) => h.observances.filter((o) => o.start.iso <= day && day <= o.end.iso).map((o) => o.country)));
    // Noon in UTC is 23 April in every one of the countries.
    const expected = new Set(HOLIDAY_COUNTRIES.filter((country) => listed(new Holidays(country).isHoliday(new Date(`${day}T12:00:00Z`)) || []).length > 0));
    expect(answered).toEqual(expected);
    expect(answered).toContain('TR');
    const stored = await db.entry.count({ where: { key: { in: holidays.map((h) => h.key) }, kind: 'HOLIDAY' } });
    expect(stored).toBe(holidays.length);
  });

  it('Easter Sunday from 2025 to 2030: the computus’ dates, and its names as stored', async () => {
    const key = /key: "([^"]+)"/.exec(analystQuestion('easter-2025-2030').operations[0].query)![1];
    const expected = await sql<{
      locale: string;
      title: string;
      fallbackFrom: string | null;
    }>`SELECT a.locale::text, a.title, a."fallbackFrom"::text AS "fallbackFrom"
      FROM "Article" a JOIN "Entry" e ON e.id = a."entryId" WHERE e.key = ${key} AND a."publishedAt" IS NOT NULL ORDER BY a.locale::text`;
    expect(expected, `a holiday stored as ${key}`).toHaveLength(8);
    const data = await ask(analystQuestion('easter-2025-2030'));
    const easter = data.entryByKey as {
      dates: { year: number; start: { iso: string } }[];
      translations: { locale: string; title: string; isNative: boolean }[];
    };
    expect(easter.dates.map((d) => [d.year, d.start.iso])).toEqual([2025, 2026, 2027, 2028, 2029, 2030].map((year) => [year, easterSunday(year)]));
    expect(easter.translations.map(({ locale, title, isNative }) => ({ locale, title, isNative })).sort((a, b) => a.locale.localeCompare(b.locale))).toEqual(
      expected.map(({ locale, title, fallbackFrom }) => ({ locale, title, isNative: fallbackFrom === null })),
    );
  });

  it('German events by decade: counted like the database counts them', async () => {
    const expected = await sql<{ decade: number; count: number }>`SELECT (e.year / 10) * 10 AS decade, count(*)::int AS count FROM "Entry" e
      WHERE e.kind = 'EVENT' AND e.listed AND EXISTS (SELECT 1 FROM "Article" a WHERE a."entryId" = e.id AND a.locale = 'de' AND a."publishedAt" IS NOT NULL)
      GROUP BY 1 ORDER BY 1`;
    expect(expected.find((row) => row.decade === 1960)?.count).toBeGreaterThanOrEqual(2);
    const data = await ask(analystQuestion('german-events-by-decade'));
    const rows = (data.entryCounts as { decade: number; count: number }[])
      .filter((row) => row.count > 0)
      .map(({ decade, count }) => ({ decade, count }))
      .sort((a, b) => a.decade - b.decade);
    expect(rows).toEqual(expected);
  });

  it('entries that mention “constitution”: in a title, a summary or the text', async () => {
    const expected = await sql<{ title: string }>`SELECT a.title FROM "Article" a JOIN "Entry" e ON e.id = a."entryId"
      WHERE a.locale = 'en' AND a."publishedAt" IS NOT NULL AND e.listed
      AND (a.title || ' ' || a.summary || ' ' || regexp_replace(a."bodyHtml", '<[^>]*>', ' ', 'g')) ~* '\\mconstitution'`;
    const data = await ask(analystQuestion('mentioning-constitution'));
    const titles = nodes<{ title: string }>(data.entries).map((entry) => entry.title);
    expect((data.entries as { totalCount: number }).totalCount).toBe(expected.length);
    expect(new Set(titles)).toEqual(new Set(expected.map((row) => row.title)));
    expect(titles).toEqual(expect.arrayContaining(['Constitution of Norway signed', 'A new order for Poland', 'Delegates sign in Philadelphia']));
    expect(titles).not.toContain('A battle near Brussels');
  });

  it('today in Tokyo, in Japanese: Tokyo’s date and its events as stored in Japanese', async () => {
    const before = tokyoToday();
    const data = await ask(analystQuestion('today-in-tokyo'));
    const after = tokyoToday();
    const today = data.today as { month: number; day: number; events: { title: string }[] };
    expect([before.join('-'), after.join('-')]).toContain(`${today.month}-${today.day}`);
    const expected = await sql<{
      title: string;
    }>`SELECT a.title FROM "Entry" e JOIN "Article" a ON a."entryId" = e.id AND a.locale = 'ja' AND a."publishedAt" IS NOT NULL
      WHERE e.kind = 'EVENT' AND e.listed AND e.month = ${today.month} AND e.day = ${today.day}`;
    expect(today.events.map((event) => event.title).sort()).toEqual(expected.map((event) => event.title).sort());
    expect(today.events.length).toBeGreaterThan(0);
  });

  it('what changed since yesterday: the articles members wrote and reviewers approved since, not a rejected one', async () => {
    const data = await ask(analystQuestion('changed-since-yesterday'), { since: beforeChanges.toISOString() });
    const changes = nodes<{ type: string; locale: string; at: string; entry: { key: string } }>(data.changes);
    expect(changes.every((change) => Date.parse(change.at) >= beforeChanges.getTime())).toBe(true);
    expect(new Set(changes.map((change) => `${change.entry.key} ${change.locale}`))).toEqual(new Set([`${newEvent.key} en`, `${rewrittenKey} en`]));
    expect(changes.filter((change) => change.entry.key === rewrittenKey).map((change) => change.type)).toEqual(['UPDATED']);
    expect(changes.filter((change) => change.entry.key === newEvent.key).map((change) => change.type)).toContain('CREATED');
    for (const change of changes.filter((change) => change.entry.key === newEvent.key)) expect(['CREATED', 'UPDATED']).toContain(change.type);
    expect(changes.map((change) => change.entry.key)).not.toContain(rejectedKey);
  });

  it('who wrote an article and under which licence: its approved authors, CC BY-SA 4.0 and the text to cite', async () => {
    const [stored] = await sql<{
      createdAt: Date;
      publishedAt: Date;
    }>`SELECT e."createdAt", a."publishedAt" FROM "Entry" e JOIN "Article" a ON a."entryId" = e.id AND a.locale = 'en'
      WHERE e.key = ${newEvent.key}`;
    const authors = await sql<{ displayName: string }>`SELECT DISTINCT u."displayName" FROM "Revision" r JOIN "Article" a ON a.id = r."articleId"
      JOIN "Entry" e ON e.id = a."entryId" JOIN "User" u ON u.uid = r."authorId" WHERE e.key = ${newEvent.key} AND a.locale = 'en' AND r.status = 'APPROVED'`;
    expect(new Set(authors.map((a) => a.displayName))).toEqual(new Set(writers.map((w) => w.displayName)));
    const data = await ask(analystQuestion('who-wrote-it'), { slug: newEvent.slug });
    const entry = data.entry as {
      title: string;
      createdAt: string;
      publishedAt: string;
      contributors: { displayName: string }[];
      license: { spdxId: string; url: string };
      attribution: string;
    };
    expect(new Set(entry.contributors.map((c) => c.displayName))).toEqual(new Set(authors.map((a) => a.displayName)));
    expect(Date.parse(entry.createdAt)).toBe(stored.createdAt.getTime());
    expect(Date.parse(entry.publishedAt)).toBe(stored.publishedAt.getTime());
    expect(entry.license.spdxId).toBe('CC-BY-SA-4.0');
    expect(entry.license.url).toMatch(/^https:\/\/creativecommons\.org\/licenses\/by-sa\/4\.0\/?/);
    expect(entry.attribution).toContain(entry.title);
    for (const writer of writers) expect(entry.attribution).toContain(writer.displayName);
  });
});
