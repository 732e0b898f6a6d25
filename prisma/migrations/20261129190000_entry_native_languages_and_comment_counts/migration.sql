-- What the API's entity-level questions read on the entry itself, kept by the database:
--
-- - "nativeLocales": the languages an entry is written in (published with a text of its own, not
--   borrowed from another language: "fallbackFrom" null), beside "publishedLocales", which counts
--   borrowed texts too. The filter `nativeIn` reads it from the entry's row, as the counts read
--   "publishedLocales", without joining a million entries' articles.
-- - "commentCount": the visible (not hidden) comments on an entry's pages in every language, and on
--   an article, those on its page in that language: the API's order by COMMENT_COUNT reads them
--   from an index, a page of "the most commented entries" being a seek however many there are.
--
-- Both are bookkeeping for the change log: a comment or a borrowed text is no change to an entry.

-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "commentCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Entry" ADD COLUMN     "commentCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "nativeLocales" "Locale"[] DEFAULT ARRAY[]::"Locale"[];

-- As before (migration `entry_change_kinds_and_authors`), with the comment count kept on each text.
CREATE OR REPLACE FUNCTION "entry_changes_of_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Kept apart: publishedAt decides between CREATED and UNLISTED; the others change with every save.
  bookkeeping CONSTANT TEXT[] := ARRAY['id', 'createdAt', 'updatedAt', 'publishedAt', 'searchDocument', 'commentCount'];
  entry_ids INTEGER[];
  locales "Locale"[];
  types "EntryChangeType"[];
  kinds "EntryKind"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."entryId"), array_agg(n."locale"), array_agg('CREATED'::"EntryChangeType"), array_agg(e."kind")
    INTO entry_ids, locales, types, kinds
    FROM "new_articles" n JOIN "Entry" e ON e."id" = n."entryId" AND e."listed"
    WHERE n."publishedAt" IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(c."entryId"), array_agg(c."locale"), array_agg(c."type"), array_agg(c."kind")
    INTO entry_ids, locales, types, kinds
    FROM (
      SELECT n."entryId", n."locale",
             CASE WHEN o."publishedAt" IS NULL OR (o."entryId", o."locale") IS DISTINCT FROM (n."entryId", n."locale")
                  THEN 'CREATED' ELSE 'UPDATED' END::"EntryChangeType" AS "type",
             e."kind"
      FROM "new_articles" n
      JOIN "old_articles" o ON o."id" = n."id"
      JOIN "Entry" e ON e."id" = n."entryId" AND e."listed"
      WHERE n."publishedAt" IS NOT NULL
        AND (o."publishedAt" IS NULL OR (to_jsonb(o) - bookkeeping) IS DISTINCT FROM (to_jsonb(n) - bookkeeping))
      UNION ALL
      SELECT o."entryId", o."locale", 'UNLISTED'::"EntryChangeType", e."kind"
      FROM "old_articles" o
      JOIN "new_articles" n ON n."id" = o."id"
      JOIN "Entry" e ON e."id" = o."entryId" AND e."listed"
      WHERE o."publishedAt" IS NOT NULL
        AND (n."publishedAt" IS NULL OR (o."entryId", o."locale") IS DISTINCT FROM (n."entryId", n."locale"))
    ) c;
  ELSE
    -- An article deleted with its entry is recorded by the entry's trigger: the entry is gone here.
    SELECT array_agg(o."entryId"), array_agg(o."locale"), array_agg('UNLISTED'::"EntryChangeType"), array_agg(e."kind")
    INTO entry_ids, locales, types, kinds
    FROM "old_articles" o JOIN "Entry" e ON e."id" = o."entryId" AND e."listed"
    WHERE o."publishedAt" IS NOT NULL;
  END IF;
  PERFORM "entry_changes_record"(entry_ids, locales, types, kinds);
  RETURN NULL;
END $$;

-- As before (migration `entry_change_kinds_and_authors`), with the native languages and the comment count kept on each entry.
CREATE OR REPLACE FUNCTION "entry_changes_of_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping CONSTANT TEXT[] := ARRAY['id', 'listed', 'publishedLocales', 'languages', 'nativeLocales', 'commentCount', 'createdById', 'createdAt', 'updatedAt'];
  entry_ids INTEGER[];
  locales "Locale"[];
  types "EntryChangeType"[];
  kinds "EntryKind"[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(c."id"), array_agg(c."locale"), array_agg(c."type"), array_agg(c."kind")
    INTO entry_ids, locales, types, kinds
    FROM (
      SELECT n."id", unnest(n."publishedLocales") AS "locale",
             CASE WHEN o."listed" THEN 'UPDATED' ELSE 'CREATED' END::"EntryChangeType" AS "type", n."kind"
      FROM "new_entries" n JOIN "old_entries" o ON o."id" = n."id"
      WHERE n."listed" AND (NOT o."listed" OR (to_jsonb(o) - bookkeeping) IS DISTINCT FROM (to_jsonb(n) - bookkeeping))
      UNION ALL
      SELECT o."id", unnest(o."publishedLocales"), 'UNLISTED'::"EntryChangeType", o."kind"
      FROM "old_entries" o JOIN "new_entries" n ON n."id" = o."id"
      WHERE o."listed" AND NOT n."listed"
    ) c;
  ELSE
    SELECT array_agg(c."id"), array_agg(c."locale"), array_agg('UNLISTED'::"EntryChangeType"), array_agg(c."kind")
    INTO entry_ids, locales, types, kinds
    FROM (SELECT o."id", unnest(o."publishedLocales") AS "locale", o."kind" FROM "old_entries" o WHERE o."listed") c;
  END IF;
  PERFORM "entry_changes_record"(entry_ids, locales, types, kinds);
  RETURN NULL;
END $$;

-- As before (migration `entry_published_locales`), with the languages written in kept beside the
-- languages published in.
CREATE OR REPLACE FUNCTION "entry_published_locales_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  SET "publishedLocales" = fresh.locales, "languages" = cardinality(fresh.locales), "nativeLocales" = fresh.native
  FROM (
    SELECT changed."id",
           coalesce(p.locales, ARRAY[]::"Locale"[]) AS locales,
           coalesce(p.native, ARRAY[]::"Locale"[]) AS native
    FROM (SELECT DISTINCT unnest(entry_ids) AS "id") changed
    CROSS JOIN LATERAL (
      SELECT array_agg(a."locale" ORDER BY a."locale") AS locales,
             array_agg(a."locale" ORDER BY a."locale") FILTER (WHERE a."fallbackFrom" IS NULL) AS native
      FROM "Article" a
      WHERE a."entryId" = changed."id" AND a."publishedAt" IS NOT NULL
    ) p
  ) fresh
  WHERE e."id" = fresh."id" AND (e."publishedLocales", e."nativeLocales") IS DISTINCT FROM (fresh.locales, fresh.native);
  RETURN NULL;
END $$;

-- The comment counts of some entries and of their articles, counted again from their comments:
-- a comment written, hidden, shown again or deleted. Counted afresh rather than added to, so that
-- no sequence of writes can leave a count wrong; an entry's visible comments are read from the
-- index of its comments ("Comment_entryId_hidden_createdAt_idx"), never from their rows.
CREATE FUNCTION "comment_counts_refresh"(entry_ids INTEGER[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "Entry" e SET "commentCount" = fresh."count"
  FROM (
    SELECT changed."id", (SELECT count(*)::int FROM "Comment" c WHERE c."entryId" = changed."id" AND NOT c."hidden") AS "count"
    FROM (SELECT DISTINCT unnest(entry_ids) AS "id") changed
  ) fresh
  WHERE e."id" = fresh."id" AND e."commentCount" <> fresh."count";
  UPDATE "Article" a SET "commentCount" = fresh."count"
  FROM (
    SELECT t."id", (SELECT count(*)::int FROM "Comment" c WHERE c."entryId" = t."entryId" AND c."locale" = t."locale" AND NOT c."hidden") AS "count"
    FROM "Article" t WHERE t."entryId" = ANY(entry_ids)
  ) fresh
  WHERE a."id" = fresh."id" AND a."commentCount" <> fresh."count";
$$;

-- Statement-level, as the other kept columns: a statement writing many comments counts each of
-- their entries once. Only what changes the counts is counted again (a hidden comment written or
-- deleted changes none).
CREATE FUNCTION "comment_counts_of_comments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "comment_counts_refresh"(ARRAY(SELECT n."entryId" FROM "new_comments" n WHERE NOT n."hidden"));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "comment_counts_refresh"(ARRAY(
      SELECT x."entryId"
      FROM "new_comments" n JOIN "old_comments" o ON o."id" = n."id"
      CROSS JOIN LATERAL (VALUES (n."entryId"), (o."entryId")) AS x("entryId")
      WHERE (n."entryId", n."locale", n."hidden") IS DISTINCT FROM (o."entryId", o."locale", o."hidden")));
  ELSE
    PERFORM "comment_counts_refresh"(ARRAY(SELECT o."entryId" FROM "old_comments" o WHERE NOT o."hidden"));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Comment_counts_insert" AFTER INSERT ON "Comment"
  REFERENCING NEW TABLE AS "new_comments" FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_of_comments"();
CREATE TRIGGER "Comment_counts_update" AFTER UPDATE ON "Comment"
  REFERENCING OLD TABLE AS "old_comments" NEW TABLE AS "new_comments" FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_of_comments"();
CREATE TRIGGER "Comment_counts_delete" AFTER DELETE ON "Comment"
  REFERENCING OLD TABLE AS "old_comments" FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_of_comments"();

-- A text written anew in a language that has comments already (a text removed and written again)
-- takes them with it. Only the comments of the new texts' entries are read: inserting a million
-- texts reads no comment when there are none.
CREATE FUNCTION "comment_counts_of_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Article" a SET "commentCount" = k."count"
  FROM (
    SELECT c."entryId", c."locale", count(*)::int AS "count"
    FROM "Comment" c
    WHERE NOT c."hidden" AND EXISTS (SELECT FROM "new_articles" n WHERE n."entryId" = c."entryId" AND n."locale" = c."locale")
    GROUP BY 1, 2
  ) k
  WHERE a."entryId" = k."entryId" AND a."locale" = k."locale" AND a."commentCount" <> k."count";
  RETURN NULL;
END $$;

CREATE TRIGGER "Article_comment_counts_insert" AFTER INSERT ON "Article"
  REFERENCING NEW TABLE AS "new_articles" FOR EACH STATEMENT EXECUTE FUNCTION "comment_counts_of_articles"();

-- The entries and texts written before (the change log's functions above already leave these
-- columns out, so that filling them in records nothing).
UPDATE "Entry" e SET "nativeLocales" = n.locales
FROM (
  SELECT "entryId", array_agg("locale" ORDER BY "locale") AS locales
  FROM "Article"
  WHERE "publishedAt" IS NOT NULL AND "fallbackFrom" IS NULL
  GROUP BY "entryId"
) n
WHERE n."entryId" = e."id";
UPDATE "Entry" e SET "commentCount" = k."count"
FROM (SELECT "entryId", count(*)::int AS "count" FROM "Comment" WHERE NOT "hidden" GROUP BY "entryId") k
WHERE k."entryId" = e."id";
UPDATE "Article" a SET "commentCount" = k."count"
FROM (SELECT "entryId", "locale", count(*)::int AS "count" FROM "Comment" WHERE NOT "hidden" GROUP BY "entryId", "locale") k
WHERE k."entryId" = a."entryId" AND k."locale" = a."locale";

-- The API's order by COMMENT_COUNT (server/entries/entry-order.ts): of listed entries by their
-- comments in every language, and of a language's texts by their page's comments, each ending
-- with the entry's id as the order does, so that a page in either direction is a seek (read
-- backwards for the most commented first). Partial, as the orders by date and by title.
CREATE INDEX "Entry_comment_count_order_idx" ON "Entry" ("commentCount", "id") WHERE "listed";
CREATE INDEX "Article_comment_count_order_idx" ON "Article" ("locale", "commentCount", "entryId") WHERE "publishedAt" IS NOT NULL;
