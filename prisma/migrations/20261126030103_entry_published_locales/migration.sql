-- The languages each entry is published in, and how many: day pages filter, count and rank a
-- day's entries by these two columns without reading the articles of thousands of entries.
ALTER TABLE "Entry" ADD COLUMN     "languages" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "publishedLocales" "Locale"[] DEFAULT ARRAY[]::"Locale"[];

-- Kept by the database, so that no way of writing an article (an approval, the demo content, a
-- script) leaves them behind. Statement-level: inserting a million articles recounts each
-- entry once.
CREATE FUNCTION "entry_published_locales_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_ids INTEGER[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    entry_ids := ARRAY(SELECT "entryId" FROM "new_articles");
  ELSIF TG_OP = 'UPDATE' THEN
    entry_ids := ARRAY(SELECT "entryId" FROM "new_articles" UNION ALL SELECT "entryId" FROM "old_articles");
  ELSE
    entry_ids := ARRAY(SELECT "entryId" FROM "old_articles");
  END IF;
  UPDATE "Entry" e
  SET "publishedLocales" = fresh.locales, "languages" = cardinality(fresh.locales)
  FROM (
    SELECT changed."id",
           coalesce((SELECT array_agg(a."locale" ORDER BY a."locale") FROM "Article" a
                     WHERE a."entryId" = changed."id" AND a."publishedAt" IS NOT NULL), ARRAY[]::"Locale"[]) AS locales
    FROM (SELECT DISTINCT unnest(entry_ids) AS "id") changed
  ) fresh
  WHERE e."id" = fresh."id" AND e."publishedLocales" IS DISTINCT FROM fresh.locales;
  RETURN NULL;
END $$;

CREATE TRIGGER "Article_published_locales_insert" AFTER INSERT ON "Article"
  REFERENCING NEW TABLE AS "new_articles" FOR EACH STATEMENT EXECUTE FUNCTION "entry_published_locales_refresh"();
CREATE TRIGGER "Article_published_locales_update" AFTER UPDATE ON "Article"
  REFERENCING OLD TABLE AS "old_articles" NEW TABLE AS "new_articles" FOR EACH STATEMENT EXECUTE FUNCTION "entry_published_locales_refresh"();
CREATE TRIGGER "Article_published_locales_delete" AFTER DELETE ON "Article"
  REFERENCING OLD TABLE AS "old_articles" FOR EACH STATEMENT EXECUTE FUNCTION "entry_published_locales_refresh"();

-- The articles already there.
UPDATE "Entry" e
SET "publishedLocales" = p.locales, "languages" = cardinality(p.locales)
FROM (
  SELECT "entryId", array_agg("locale" ORDER BY "locale") AS locales
  FROM "Article"
  WHERE "publishedAt" IS NOT NULL
  GROUP BY "entryId"
) p
WHERE p."entryId" = e."id";

-- A day's sections, most notable first. The included columns let a day's entries be counted and
-- ranked from the index alone (Prisma's schema cannot say INCLUDE; it names the same keys).
CREATE INDEX "Entry_day_listing_idx" ON "Entry"("kind", "month", "day", "languages" DESC, "year", "id") INCLUDE ("publishedLocales", "listed");
CREATE INDEX "Entry_birth_listing_idx" ON "Entry"("kind", "birthMonth", "birthDay", "languages" DESC, "birthYear", "id") INCLUDE ("publishedLocales", "listed");
CREATE INDEX "Entry_death_listing_idx" ON "Entry"("kind", "deathMonth", "deathDay", "languages" DESC, "deathYear", "id") INCLUDE ("publishedLocales", "listed");
