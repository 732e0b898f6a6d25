/**
 * Synthetic events for the benchmarks: a million rows in two INSERT … SELECT statements, so a
 * large database is made in a minute or two instead of through the site.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LOCALES, type Locale } from '../client/shared/locales.ts';

export interface InsertTimes {
  entriesS: number;
  articlesS: number;
  analyzeS: number;
}

/** The body of every synthetic article unless bodies are given. */
const SHORT_BODY = '<p>A synthetic event.</p>';

/** A real article's text in one language, for articles spread over every language. */
export interface LanguageText {
  locale: Locale;
  title: string;
  summary: string;
  bodyHtml: string;
}

/**
 * N events in two INSERT … SELECT statements. Event i falls on day i mod 366 of the leap year
 * 2024 (so 29 February has its share) in a year between 1 and 2025; keys and slugs start with
 * "bench-", which no demo entry uses. Each has one published English article, whose body is
 * SHORT_BODY, or one of `bodies` in turn (real articles' HTML, for what reads whole texts).
 *
 * With `texts` (real articles in every language) the articles are spread over the site's eight
 * languages instead, event i in the language i mod 8, each one of that language's texts in turn
 * with its number after the title (for what searches texts in every language).
 */
export async function insertEvents(
  databaseUrl: string,
  n: number,
  { bodies = [], texts = [] }: { bodies?: string[]; texts?: LanguageText[] } = {},
): Promise<InsertTimes> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const timed = async (sql: string, params: unknown[] = []) => {
      const start = performance.now();
      await client.query(sql, params);
      return (performance.now() - start) / 1000;
    };
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
           WHERE e."key" LIKE 'bench-%'`,
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
           WHERE e."key" LIKE 'bench-%'`,
          [bodies, SHORT_BODY],
        );
    // As autovacuum leaves a table once the bulk insert has settled: statistics, and a visibility
    // map, without which a day's entries cannot be counted from the index alone.
    const analyzeS = await timed('VACUUM ANALYZE "Entry", "Article"');
    return { entriesS, articlesS, analyzeS };
  } finally {
    await client.end();
  }
}

/** How many synthetic events the database holds (a kept database is used again only when it holds as many as asked for). */
export async function syntheticEventCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM "Entry" WHERE "key" LIKE 'bench-%'`);
    return Number(rows[0].count);
  } finally {
    await client.end();
  }
}
