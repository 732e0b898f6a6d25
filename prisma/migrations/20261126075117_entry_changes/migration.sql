-- CreateEnum
CREATE TYPE "EntryChangeType" AS ENUM ('CREATED', 'UPDATED', 'UNLISTED');

-- CreateTable
CREATE TABLE "EntryChange" (
    "id" SERIAL NOT NULL,
    "entryId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "type" "EntryChangeType" NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT clock_timestamp(),

    CONSTRAINT "EntryChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EntryChange_at_id_idx" ON "EntryChange"("at", "id");

-- The change log is written by the database, so that no way of writing (an approval, a correction,
-- the catalogue's reconciliation at start, a payment or a refund, a script) can forget it. An
-- entry's text in a language is readable while the entry is listed and the article published;
-- a row is recorded whenever that pair becomes readable (CREATED), changes while readable
-- (UPDATED) or stops being readable (UNLISTED). Statement-level triggers: a bulk insert of the
-- demo content records its changes in one statement.
--
-- What counts as a change: every column of the article and of the entry except those the database
-- or the review keeps for itself (listed below). A column added later is content unless added to
-- these lists; one kept by a trigger of its own (as "publishedLocales") must be, or every write
-- would record a change twice.

-- Writes the changes and announces them to every instance on the channel daypedia_entry_changes
-- (delivered when the transaction commits), at most 100 a notification so that each stays well
-- under PostgreSQL's 8000 bytes: [id, entryId, locale, type, at in milliseconds since 1970].
CREATE FUNCTION "entry_changes_record"(entry_ids INTEGER[], locales "Locale"[], types "EntryChangeType"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  recorded json[];
BEGIN
  IF coalesce(cardinality(entry_ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH inserted AS (
    INSERT INTO "EntryChange" ("entryId", "locale", "type")
    SELECT c."entryId", c."locale", c."type" FROM unnest(entry_ids, locales, types) AS c("entryId", "locale", "type") ORDER BY 1, 2
    RETURNING "id", "entryId", "locale", "type", "at"
  )
  SELECT array_agg(json_build_array(i."id", i."entryId", i."locale", i."type", floor(extract(epoch FROM i."at") * 1000)::bigint) ORDER BY i."id")
  INTO recorded FROM inserted i;
  FOR chunk_start IN 1 .. cardinality(recorded) BY 100 LOOP
    PERFORM pg_notify('daypedia_entry_changes', array_to_json(recorded[chunk_start:chunk_start + 99])::text);
  END LOOP;
END $$;

CREATE FUNCTION "entry_changes_of_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Kept apart: publishedAt decides between CREATED and UNLISTED; the others change with every save.
  bookkeeping CONSTANT TEXT[] := ARRAY['id', 'createdAt', 'updatedAt', 'publishedAt'];
  entry_ids INTEGER[];
  locales "Locale"[];
  types "EntryChangeType"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."entryId"), array_agg(n."locale"), array_agg('CREATED'::"EntryChangeType")
    INTO entry_ids, locales, types
    FROM "new_articles" n JOIN "Entry" e ON e."id" = n."entryId" AND e."listed"
    WHERE n."publishedAt" IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(c."entryId"), array_agg(c."locale"), array_agg(c."type")
    INTO entry_ids, locales, types
    FROM (
      SELECT n."entryId", n."locale",
             CASE WHEN o."publishedAt" IS NULL OR (o."entryId", o."locale") IS DISTINCT FROM (n."entryId", n."locale")
                  THEN 'CREATED' ELSE 'UPDATED' END::"EntryChangeType" AS "type"
      FROM "new_articles" n
      JOIN "old_articles" o ON o."id" = n."id"
      JOIN "Entry" e ON e."id" = n."entryId" AND e."listed"
      WHERE n."publishedAt" IS NOT NULL
        AND (o."publishedAt" IS NULL OR (to_jsonb(o) - bookkeeping) IS DISTINCT FROM (to_jsonb(n) - bookkeeping))
      UNION ALL
      SELECT o."entryId", o."locale", 'UNLISTED'::"EntryChangeType"
      FROM "old_articles" o
      JOIN "new_articles" n ON n."id" = o."id"
      JOIN "Entry" e ON e."id" = o."entryId" AND e."listed"
      WHERE o."publishedAt" IS NOT NULL
        AND (n."publishedAt" IS NULL OR (o."entryId", o."locale") IS DISTINCT FROM (n."entryId", n."locale"))
    ) c;
  ELSE
    -- An article deleted with its entry is recorded by the entry's trigger: the entry is gone here.
    SELECT array_agg(o."entryId"), array_agg(o."locale"), array_agg('UNLISTED'::"EntryChangeType")
    INTO entry_ids, locales, types
    FROM "old_articles" o JOIN "Entry" e ON e."id" = o."entryId" AND e."listed"
    WHERE o."publishedAt" IS NOT NULL;
  END IF;
  PERFORM "entry_changes_record"(entry_ids, locales, types);
  RETURN NULL;
END $$;

-- An entry's listing and its facts (dates, countries, kind of holiday…) concern every language it
-- is published in, which "publishedLocales" names (kept by the Article triggers above).
CREATE FUNCTION "entry_changes_of_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping CONSTANT TEXT[] := ARRAY['id', 'listed', 'publishedLocales', 'languages', 'createdById', 'createdAt', 'updatedAt'];
  entry_ids INTEGER[];
  locales "Locale"[];
  types "EntryChangeType"[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(c."id"), array_agg(c."locale"), array_agg(c."type")
    INTO entry_ids, locales, types
    FROM (
      SELECT n."id", unnest(n."publishedLocales") AS "locale",
             CASE WHEN o."listed" THEN 'UPDATED' ELSE 'CREATED' END::"EntryChangeType" AS "type"
      FROM "new_entries" n JOIN "old_entries" o ON o."id" = n."id"
      WHERE n."listed" AND (NOT o."listed" OR (to_jsonb(o) - bookkeeping) IS DISTINCT FROM (to_jsonb(n) - bookkeeping))
      UNION ALL
      SELECT o."id", unnest(o."publishedLocales"), 'UNLISTED'::"EntryChangeType"
      FROM "old_entries" o JOIN "new_entries" n ON n."id" = o."id"
      WHERE o."listed" AND NOT n."listed"
    ) c;
  ELSE
    SELECT array_agg(c."id"), array_agg(c."locale"), array_agg('UNLISTED'::"EntryChangeType")
    INTO entry_ids, locales, types
    FROM (SELECT o."id", unnest(o."publishedLocales") AS "locale" FROM "old_entries" o WHERE o."listed") c;
  END IF;
  PERFORM "entry_changes_record"(entry_ids, locales, types);
  RETURN NULL;
END $$;

CREATE TRIGGER "Article_changes_insert" AFTER INSERT ON "Article"
  REFERENCING NEW TABLE AS "new_articles" FOR EACH STATEMENT EXECUTE FUNCTION "entry_changes_of_articles"();
CREATE TRIGGER "Article_changes_update" AFTER UPDATE ON "Article"
  REFERENCING OLD TABLE AS "old_articles" NEW TABLE AS "new_articles" FOR EACH STATEMENT EXECUTE FUNCTION "entry_changes_of_articles"();
CREATE TRIGGER "Article_changes_delete" AFTER DELETE ON "Article"
  REFERENCING OLD TABLE AS "old_articles" FOR EACH STATEMENT EXECUTE FUNCTION "entry_changes_of_articles"();
CREATE TRIGGER "Entry_changes_update" AFTER UPDATE ON "Entry"
  REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "entry_changes_of_entries"();
CREATE TRIGGER "Entry_changes_delete" AFTER DELETE ON "Entry"
  REFERENCING OLD TABLE AS "old_entries" FOR EACH STATEMENT EXECUTE FUNCTION "entry_changes_of_entries"();

-- What is readable already was created when it was published (its time kept in UTC, as Prisma
-- writes it): the log starts complete, without announcing the past to anyone.
INSERT INTO "EntryChange" ("entryId", "locale", "type", "at")
SELECT a."entryId", a."locale", 'CREATED', a."publishedAt" AT TIME ZONE 'UTC'
FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId" AND e."listed"
WHERE a."publishedAt" IS NOT NULL
ORDER BY a."publishedAt", a."id";
