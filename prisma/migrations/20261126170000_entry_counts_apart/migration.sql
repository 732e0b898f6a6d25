-- The counts by year and by month kept apart: the index pages sum a language's entries of a kind by
-- year and by month, and kept by year and month together a language's events at a million entries
-- were 24,300 rows to read for each sum (10 ms each). Apart, a year's count is one row (2,100 at
-- most) and a month's one of 13. A grouping by both (YEAR and MONTH) is counted over the entries.

-- DropTable
DROP TABLE "EntryYearCount";

-- CreateTable
CREATE TABLE "EntryYearCount" (
    "locale" "Locale" NOT NULL,
    "kind" "EntryKind" NOT NULL,
    "year" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "EntryYearCount_pkey" PRIMARY KEY ("locale","kind","year")
);

-- CreateTable
CREATE TABLE "EntryMonthCount" (
    "locale" "Locale" NOT NULL,
    "kind" "EntryKind" NOT NULL,
    "month" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "EntryMonthCount_pkey" PRIMARY KEY ("locale","kind","month")
);

-- As before, with the year and the month each added to its own table.
CREATE OR REPLACE FUNCTION "entry_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed CONSTANT TEXT := $c$
    (o."listed", o."publishedLocales", o."kind", o."year", o."month", o."day", o."birthYear", o."birthMonth", o."birthDay", o."deathYear", o."deathMonth", o."deathDay")
    IS DISTINCT FROM (n."listed", n."publishedLocales", n."kind", n."year", n."month", n."day", n."birthYear", n."birthMonth", n."birthDay", n."deathYear", n."deathMonth", n."deathDay")$c$;
  changes TEXT;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.* FROM "new_entries" n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.* FROM "old_entries" o'
    ELSE format('SELECT -1 AS sign, o.* FROM "old_entries" o JOIN "new_entries" n ON n."id" = o."id" WHERE %1$s
                 UNION ALL SELECT 1, n.* FROM "new_entries" n JOIN "old_entries" o ON o."id" = n."id" WHERE %1$s', changed)
  END;
  EXECUTE format($q$
    WITH counted AS (
      SELECT x.sign, c.* FROM (%s) x CROSS JOIN LATERAL "entry_counted"(x."listed", x."publishedLocales", x."kind", x."year", x."month", x."day",
        x."birthYear", x."birthMonth", x."birthDay", x."deathYear", x."deathMonth", x."deathDay") c
    ),
    by_year AS (
      INSERT INTO "EntryYearCount" AS t ("locale", "kind", "year", "count")
      SELECT "locale", "kind", "year", sum(sign) FROM counted GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("locale", "kind", "year") DO UPDATE SET "count" = t."count" + EXCLUDED."count"
    ),
    by_month AS (
      INSERT INTO "EntryMonthCount" AS t ("locale", "kind", "month", "count")
      SELECT "locale", "kind", "month", sum(sign) FROM counted GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("locale", "kind", "month") DO UPDATE SET "count" = t."count" + EXCLUDED."count"
    )
    INSERT INTO "EntryDayCount" AS t ("locale", "kind", "month", "day", "count")
    SELECT "locale", "kind", "dayMonth", "day", sum(sign) FROM counted GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("locale", "kind", "month", "day") DO UPDATE SET "count" = t."count" + EXCLUDED."count"$q$, changes);
  RETURN NULL;
END $$;

-- The entries written before.
INSERT INTO "EntryYearCount" ("locale", "kind", "year", "count")
SELECT c."locale", c."kind", c."year", count(*) FROM "Entry" e CROSS JOIN LATERAL "entry_counted"(e."listed", e."publishedLocales",
  e."kind", e."year", e."month", e."day", e."birthYear", e."birthMonth", e."birthDay", e."deathYear", e."deathMonth", e."deathDay") c GROUP BY 1, 2, 3;
INSERT INTO "EntryMonthCount" ("locale", "kind", "month", "count")
SELECT c."locale", c."kind", c."month", count(*) FROM "Entry" e CROSS JOIN LATERAL "entry_counted"(e."listed", e."publishedLocales",
  e."kind", e."year", e."month", e."day", e."birthYear", e."birthMonth", e."birthDay", e."deathYear", e."deathMonth", e."deathDay") c GROUP BY 1, 2, 3;
