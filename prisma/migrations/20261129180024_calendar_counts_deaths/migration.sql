-- The calendar counts for each day of the year what its day page lists: the events, the persons
-- born and the persons who died on it, the holidays and the personal entries. "EntryDayCount"
-- keeps a person by the day entryCounts groups persons by (the birthday, or else the day of the
-- death, in the birth month), which is no day page's: deaths were not counted, and a person born in
-- a month on an unknown day was counted on the day of their death. The persons are kept apart here
-- by the days the sections of a day page list them on, a birth and a death each where both its
-- month and its day are known; "EntryDayCount" keeps meaning what it meant.

-- CreateTable
CREATE TABLE "EntryPersonDayCount" (
    "locale" "Locale" NOT NULL,
    "month" INTEGER NOT NULL,
    "day" INTEGER NOT NULL,
    "births" INTEGER NOT NULL,
    "deaths" INTEGER NOT NULL,

    CONSTRAINT "EntryPersonDayCount_pkey" PRIMARY KEY ("locale","month","day")
);

-- The days a listed person is listed on in each language it is published in: born on one, died on
-- another (a person born and dead on the same day of the year is listed in both sections of it).
CREATE FUNCTION "entry_person_days"(
  listed BOOLEAN, locales "Locale"[], kind "EntryKind", birth_month INTEGER, birth_day INTEGER, death_month INTEGER, death_day INTEGER
) RETURNS TABLE ("locale" "Locale", "month" INTEGER, "day" INTEGER, "births" INTEGER, "deaths" INTEGER)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT l, d."month", d."day", d."births", d."deaths"
  FROM unnest(locales) AS l
  CROSS JOIN (VALUES (birth_month, birth_day, 1, 0), (death_month, death_day, 0, 1)) AS d("month", "day", "births", "deaths")
  WHERE listed AND kind = 'PERSON' AND d."month" IS NOT NULL AND d."day" IS NOT NULL
$$;

-- As before (migration `entry_counts_apart`), with the persons' days added to their own table. The
-- statement's changed entries are read once for both: a CTE named twice is computed once.
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
    WITH changes AS (%s),
    counted AS (
      SELECT x.sign, c.* FROM changes x CROSS JOIN LATERAL "entry_counted"(x."listed", x."publishedLocales", x."kind", x."year", x."month", x."day",
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
    ),
    by_day AS (
      INSERT INTO "EntryDayCount" AS t ("locale", "kind", "month", "day", "count")
      SELECT "locale", "kind", "dayMonth", "day", sum(sign) FROM counted GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("locale", "kind", "month", "day") DO UPDATE SET "count" = t."count" + EXCLUDED."count"
    )
    INSERT INTO "EntryPersonDayCount" AS t ("locale", "month", "day", "births", "deaths")
    SELECT p."locale", p."month", p."day", sum(x.sign * p."births"), sum(x.sign * p."deaths")
    FROM changes x CROSS JOIN LATERAL "entry_person_days"(x."listed", x."publishedLocales", x."kind",
      x."birthMonth", x."birthDay", x."deathMonth", x."deathDay") p
    GROUP BY 1, 2, 3 HAVING sum(x.sign * p."births") <> 0 OR sum(x.sign * p."deaths") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("locale", "month", "day") DO UPDATE SET "births" = t."births" + EXCLUDED."births", "deaths" = t."deaths" + EXCLUDED."deaths"$q$, changes);
  RETURN NULL;
END $$;

-- The persons written before.
INSERT INTO "EntryPersonDayCount" ("locale", "month", "day", "births", "deaths")
SELECT p."locale", p."month", p."day", sum(p."births"), sum(p."deaths") FROM "Entry" e CROSS JOIN LATERAL "entry_person_days"(e."listed",
  e."publishedLocales", e."kind", e."birthMonth", e."birthDay", e."deathMonth", e."deathDay") p
WHERE e."kind" = 'PERSON' GROUP BY 1, 2, 3;
