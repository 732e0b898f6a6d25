/**
 * Synthetic events for the benchmarks: a million rows in two INSERT … SELECT statements, so a
 * large database is made in minutes instead of through the site.
 *
 * What the database keeps on every write of an entry or an article (migrations
 * entry_published_locales, entry_changes, search_table, entry_counts and entry_counts_apart) is
 * kept here once for the whole load rather than by the triggers: the entries' published
 * languages, the change log, the search's table and the counts by year, month and day, each
 * written by one statement over the new rows. The triggers would do the same work statement by
 * statement, but through transition tables of a million rows and arrays of a million ids, and
 * the search's indexes would take the rows one by one: a million articles took 16 minutes that
 * way. scripts/synthetic-events.test.ts checks that both ways leave the same tables.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LOCALES, type Locale } from '#shared/locales';

export interface InsertTimes {
  entriesS: number;
  articlesS: number;
  /** What the triggers keep, each written for the new rows (empty when the triggers kept it). */
  upkeepS: Partial<Record<keyof typeof UPKEEP, number>>;
  /** Building the indexes again after the load (0 when they took the rows one by one). */
  indexesS: number;
  analyzeS: number;
}

/** How the tables the triggers keep are kept during the load. */
export type Upkeep =
  /** Triggers off for the load, then one statement for each table they keep (the default). */
  | 'set-wise'
  /** By the triggers, as any other write: the reference the set-wise way is tested against. */
  | 'triggers';

/** The body of every synthetic article unless bodies are given. */
const SHORT_BODY = '<p>A synthetic event.</p>';

/** What marks a synthetic entry: its key starts with it, as no demo entry's does. */
const SYNTHETIC = `e."key" LIKE 'bench-%'`;

/** A real article's text in one language, for articles spread over every language. */
export interface LanguageText {
  locale: Locale;
  title: string;
  summary: string;
  bodyHtml: string;
}

/**
 * What the triggers keep for entries and articles, written for the synthetic ones: the same rows
 * the triggers' functions write (their own SQL functions are called where they have one), for
 * entries inserted with no language published and articles inserted after them.
 */
const UPKEEP = {
  // "publishedLocales", "languages" and "nativeLocales" (entry_published_locales_refresh).
  languages: `UPDATE "Entry" e SET "publishedLocales" = p.locales, "languages" = cardinality(p.locales), "nativeLocales" = coalesce(p.native, ARRAY[]::"Locale"[])
   FROM (SELECT a."entryId", array_agg(a."locale" ORDER BY a."locale") AS locales,
                array_agg(a."locale" ORDER BY a."locale") FILTER (WHERE a."fallbackFrom" IS NULL) AS native
         FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
         WHERE ${SYNTHETIC} AND a."publishedAt" IS NOT NULL
         GROUP BY a."entryId") p
   WHERE e."id" = p."entryId"`,
  // The counts by year, month and day (entry_counts_keep): what the new entries add.
  counts: `WITH counted AS (
     SELECT c.* FROM "Entry" e CROSS JOIN LATERAL "entry_counted"(e."listed", e."publishedLocales", e."kind", e."year", e."month", e."day",
       e."birthYear", e."birthMonth", e."birthDay", e."deathYear", e."deathMonth", e."deathDay") c
     WHERE ${SYNTHETIC}
   ),
   by_year AS (
     INSERT INTO "EntryYearCount" AS t ("locale", "kind", "year", "count")
     SELECT "locale", "kind", "year", count(*) FROM counted GROUP BY 1, 2, 3
     ON CONFLICT ("locale", "kind", "year") DO UPDATE SET "count" = t."count" + EXCLUDED."count"
   ),
   by_month AS (
     INSERT INTO "EntryMonthCount" AS t ("locale", "kind", "month", "count")
     SELECT "locale", "kind", "month", count(*) FROM counted GROUP BY 1, 2, 3
     ON CONFLICT ("locale", "kind", "month") DO UPDATE SET "count" = t."count" + EXCLUDED."count"
   )
   INSERT INTO "EntryDayCount" AS t ("locale", "kind", "month", "day", "count")
   SELECT "locale", "kind", "dayMonth", "day", count(*) FROM counted GROUP BY 1, 2, 3, 4
   ON CONFLICT ("locale", "kind", "month", "day") DO UPDATE SET "count" = t."count" + EXCLUDED."count"`,
  // The change log (entry_changes_of_articles): each article readable from now on, CREATED, in
  // the order the trigger writes them. Not announced, as the migration wrote the log's first rows:
  // a million notifications would tell a running server of rows it is not yet serving.
  changes: `INSERT INTO "EntryChange" ("entryId", "locale", "type")
   SELECT a."entryId", a."locale", 'CREATED' FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId" AND e."listed"
   WHERE ${SYNTHETIC} AND a."publishedAt" IS NOT NULL
   ORDER BY 1, 2`,
  // The search's rows (search_documents_refresh), after the languages they copy. A document is its
  // title's words (A), its summary's (B) and its text's (C), each part's positions after the
  // previous part's: the parts every synthetic article shares, a summary and a body, are read once
  // (the database's own functions, given only that part), and each title is joined to them.
  // SEARCH_CHECK compares a sample with the functions' whole result.
  search: `WITH parts AS MATERIALIZED (
     SELECT "locale", "summary", "bodyHtml", "search_head"("locale", '', "summary") AS "summaryWords", "search_document"("locale", '', '', "bodyHtml") AS "bodyWords"
     FROM (SELECT DISTINCT a."locale", a."summary", a."bodyHtml" FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId" WHERE ${SYNTHETIC}) d
   )
   INSERT INTO "SearchDocument" ("articleId", "entryId", "locale", "kind", "languages", "foldedTitle", "head", "words")
   SELECT a."id", a."entryId", a."locale", e."kind", e."languages", "search_folded"(a."title"), h."head", h."head" || p."bodyWords"
   FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
   JOIN parts p ON (p."locale", p."summary", p."bodyHtml") = (a."locale", a."summary", a."bodyHtml")
   CROSS JOIN LATERAL (SELECT "search_head"(a."locale", a."title", '') || p."summaryWords" AS "head" OFFSET 0) h -- once a row (OFFSET 0: not inlined twice)
   WHERE ${SYNTHETIC} AND a."publishedAt" IS NOT NULL AND e."listed"`,
} as const;

/** Synthetic articles whose search row is not what the database's functions give (of a sample of them). */
const SEARCH_CHECK = `SELECT a."slug" FROM "SearchDocument" s JOIN "Article" a ON a."id" = s."articleId" JOIN "Entry" e ON e."id" = s."entryId"
  WHERE ${SYNTHETIC} AND s."articleId" % 97 = 0
    AND (s."head", s."words") IS DISTINCT FROM ("search_head"(a."locale", a."title", a."summary"), "search_document"(a."locale", a."title", a."summary", a."bodyHtml"))
  LIMIT 5`;

/** The tables the load writes, whose indexes are built once after it rather than row by row. */
const LOADED_TABLES = ['Entry', 'Article', 'EntryChange', 'SearchDocument'];

/** The functions of the triggers on "Entry" and "Article" whose work UPKEEP does. */
const KEPT_BY_UPKEEP = [
  'entry_published_locales_refresh',
  'entry_changes_of_articles',
  'entry_changes_of_entries',
  'search_documents_of_articles',
  'search_documents_of_entries',
  'entry_counts_keep',
  // A new article's comment count (comment_counts_of_articles): new entries have no comments yet.
  'comment_counts_of_articles',
];

/** Refuses to load set-wise when a trigger whose work UPKEEP does not do is on the tables. */
async function checkTriggersKnown(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ tgname: string; proname: string }>(
    `SELECT t.tgname, p.proname FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE t.tgrelid IN ('"Entry"'::regclass, '"Article"'::regclass) AND NOT t.tgisinternal`,
  );
  const unknown = rows.filter((row) => !KEPT_BY_UPKEEP.includes(row.proname));
  if (unknown.length)
    throw new Error(
      `The trigger(s) ${unknown.map((row) => `${row.tgname} (${row.proname})`).join(', ')} keep something scripts/synthetic-events.ts does not write: add it to UPKEEP`,
    );
}

/**
 * N events in two INSERT … SELECT statements, in one transaction. Event i falls on day i mod 366
 * of the leap year 2024 (so 29 February has its share) in a year between 1 and 2025; keys and
 * slugs start with "bench-", which no demo entry uses. Each has one published English article,
 * whose body is SHORT_BODY, or one of `bodies` in turn (real articles' HTML, for what reads whole
 * texts).
 *
 * With `texts` (real articles in every language) the articles are spread over the site's eight
 * languages instead, event i in the language i mod 8, each one of that language's texts in turn
 * with its number after the title (for what searches texts in every language).
 *
 * Set-wise (the default), the triggers of the session are off during the load
 * (session_replication_role = replica: the role the database's owner has, as the benchmarks'
 * embedded PostgreSQL gives it), UPKEEP writes what they would have, and the indexes of the
 * tables written (but those of their keys and constraints) are dropped and built again after it,
 * as a restore does: building an index once over a million rows (the words of every article's
 * text, titles in each language's collation) is many times faster than adding the rows
 * to it one by one. All in one transaction: a failure leaves the database as it was.
 */
export async function insertEvents(
  databaseUrl: string,
  n: number,
  { bodies = [], texts = [], upkeep = 'set-wise' }: { bodies?: string[]; texts?: LanguageText[]; upkeep?: Upkeep } = {},
): Promise<InsertTimes> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const timed = async (sql: string, params: unknown[] = []) => {
      const start = performance.now();
      await client.query(sql, params);
      return (performance.now() - start) / 1000;
    };
    await client.query('BEGIN');
    const setWise = upkeep === 'set-wise';
    // Dropped for the load and built again from their definitions at the end.
    const indexes = setWise
      ? (
          await client.query<{ name: string; definition: string }>(
            `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
             FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
             WHERE i.indrelid = ANY($1::text[]::regclass[])
               AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
            [LOADED_TABLES.map((table) => pg.escapeIdentifier(table))],
          )
        ).rows
      : [];
    if (setWise) {
      await checkTriggersKnown(client);
      await client.query('SET LOCAL session_replication_role = replica');
      for (const index of indexes) await client.query(`DROP INDEX ${pg.escapeIdentifier(index.name)}`);
    }
    const entriesS = await timed(
      `INSERT INTO "Entry" ("key", "kind", "year", "month", "day", "countries", "listed", "createdAt", "updatedAt")
       SELECT 'bench-' || g, 'EVENT', (1 + (g::bigint * 7919) % 2025)::int,
              EXTRACT(MONTH FROM d)::int, EXTRACT(DAY FROM d)::int, '{}', true, now(), now()
       FROM generate_series(0, $1::int - 1) AS g
       CROSS JOIN LATERAL (SELECT DATE '2024-01-01' + (g % 366) AS d) AS day`,
      [n],
    );
    const articlesS = texts.length
      ? await timed(
          `WITH texts AS (
             SELECT t."locale", t."title", t."summary", t."bodyHtml",
                    row_number() OVER (PARTITION BY t."locale" ORDER BY t."n") - 1 AS k, count(*) OVER (PARTITION BY t."locale") AS c
             FROM unnest($1::"Locale"[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS t("locale", "title", "summary", "bodyHtml", "n")
           )
           INSERT INTO "Article" ("entryId", "locale", "slug", "title", "summary", "bodyHtml", "publishedAt", "createdAt", "updatedAt")
           SELECT e."id", t."locale", e."key", t."title" || ' ' || substr(e."key", 7), t."summary", t."bodyHtml", now(), now(), now()
           FROM "Entry" e
           JOIN texts t ON t."locale" = ($5::"Locale"[])[1 + e."id" % 8] AND t.k = (e."id" / 8) % t.c
           WHERE ${SYNTHETIC}`,
          [texts.map((t) => t.locale), texts.map((t) => t.title), texts.map((t) => t.summary), texts.map((t) => t.bodyHtml), LOCALES],
        )
      : await timed(
          `INSERT INTO "Article" ("entryId", "locale", "slug", "title", "summary", "bodyHtml", "publishedAt", "createdAt", "updatedAt")
           SELECT e."id", 'en', e."key", 'Benchmark event ' || substr(e."key", 7) || ' of the year ' || e."year",
                  'A synthetic event added to measure how a day page behaves with many entries: '
                    || 'its title, summary and link are rendered like any other event.',
                  CASE WHEN cardinality($1::text[]) = 0 THEN $2 ELSE ($1::text[])[1 + e."id" % cardinality($1::text[])] END,
                  now(), now(), now()
           FROM "Entry" e
           WHERE ${SYNTHETIC}`,
          [bodies, SHORT_BODY],
        );
    const upkeepS: InsertTimes['upkeepS'] = {};
    let indexesS = 0;
    if (setWise) {
      for (const [table, sql] of Object.entries(UPKEEP)) upkeepS[table as keyof typeof UPKEEP] = await timed(sql);
      const wrong = (await client.query<{ slug: string }>(SEARCH_CHECK)).rows;
      if (wrong.length)
        throw new Error(`The search rows written for ${wrong.map((row) => row.slug).join(', ')} are not what search_document() gives: see UPKEEP.search`);
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const index of indexes) indexesS += await timed(index.definition);
    }
    await client.query('COMMIT');
    // As autovacuum leaves a table once the bulk insert has settled: statistics, and a visibility
    // map, without which a day's entries cannot be counted from the index alone.
    const analyzeS = await timed('VACUUM ANALYZE "Entry", "Article", "SearchDocument"');
    return { entriesS, articlesS, upkeepS, indexesS, analyzeS };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** How many synthetic events the database holds (a kept database is used again only when it holds as many as asked for). */
export async function syntheticEventCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM "Entry" e WHERE ${SYNTHETIC}`);
    return Number(rows[0].count);
  } finally {
    await client.end();
  }
}
