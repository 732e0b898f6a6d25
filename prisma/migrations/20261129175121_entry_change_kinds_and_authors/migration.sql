-- AlterTable
ALTER TABLE "EntryChange" ADD COLUMN     "kind" "EntryKind",
ADD COLUMN     "madeById" TEXT;

-- Each change keeps the kind of its entry, so that a list of one kind's changes needs no entry
-- (a deleted entry's removal is listed under its kind too), and the member whose approved revision
-- made it. The review writes the article in the transaction that approves the revision, so the
-- approval notes its author there (a setting local to the transaction, keyed by the text's entry
-- and language), and the triggers that record the changes read it: no way of approving can forget
-- to name the author, and a change the approval did not make (another language, a write of the
-- importer in another transaction) names nobody.
CREATE FUNCTION "entry_changes_note_author"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('daypedia.change_authors',
    (coalesce(nullif(current_setting('daypedia.change_authors', true), ''), '{}')::jsonb
      || jsonb_build_object(a."entryId"::text || ':' || a."locale"::text, NEW."authorId"))::text,
    true)
  FROM "Article" a WHERE a."id" = NEW."articleId";
  RETURN NULL;
END $$;

-- A row trigger with a condition: saving a draft, submitting or rejecting calls no function.
CREATE TRIGGER "Revision_approved_author" AFTER UPDATE OF "status" ON "Revision"
  FOR EACH ROW WHEN (NEW."status" = 'APPROVED' AND OLD."status" IS DISTINCT FROM 'APPROVED')
  EXECUTE FUNCTION "entry_changes_note_author"();

-- As before (migration `entry_change_announcements`), with the kinds and the authors. The
-- announcement carries the kind, [id, entryId, locale, type, at in milliseconds, kind], so that
-- a subscription keeps its kinds without a query; 100 changes take 7,100 bytes at most, under
-- PostgreSQL's 8,000. The author is not announced (an account's id may be long): it is read when a
-- subscriber asks for it.
CREATE FUNCTION "entry_changes_record"(entry_ids INTEGER[], locales "Locale"[], types "EntryChangeType"[], kinds "EntryKind"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  authors jsonb;
  recorded json[];
  payload text;
BEGIN
  IF coalesce(cardinality(entry_ids), 0) = 0 THEN
    RETURN;
  END IF;
  authors := nullif(current_setting('daypedia.change_authors', true), '')::jsonb;
  WITH inserted AS (
    INSERT INTO "EntryChange" ("entryId", "locale", "type", "kind", "madeById")
    SELECT c."entryId", c."locale", c."type", c."kind", authors ->> (c."entryId"::text || ':' || c."locale"::text)
    FROM unnest(entry_ids, locales, types, kinds) AS c("entryId", "locale", "type", "kind") ORDER BY 1, 2
    RETURNING "id", "entryId", "locale", "type", "at", "kind"
  )
  SELECT array_agg(json_build_array(i."id", i."entryId", i."locale", i."type", floor(extract(epoch FROM i."at") * 1000)::bigint, i."kind") ORDER BY i."id")
  INTO recorded FROM inserted i;
  FOR payload IN
    SELECT json_agg(r."change" ORDER BY r."n")::text
    FROM unnest(recorded) WITH ORDINALITY AS r("change", "n")
    GROUP BY (r."n" - 1) / 100
    ORDER BY (r."n" - 1) / 100
  LOOP
    PERFORM pg_notify('daypedia_entry_changes', payload);
  END LOOP;
END $$;

-- As before (migration `search_documents`), with the entries' kinds.
CREATE OR REPLACE FUNCTION "entry_changes_of_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Kept apart: publishedAt decides between CREATED and UNLISTED; the others change with every save.
  bookkeeping CONSTANT TEXT[] := ARRAY['id', 'createdAt', 'updatedAt', 'publishedAt', 'searchDocument'];
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

-- As before (migration `entry_changes`), with the entries' kinds.
CREATE OR REPLACE FUNCTION "entry_changes_of_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping CONSTANT TEXT[] := ARRAY['id', 'listed', 'publishedLocales', 'languages', 'createdById', 'createdAt', 'updatedAt'];
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

DROP FUNCTION "entry_changes_record"(INTEGER[], "Locale"[], "EntryChangeType"[]);

-- The changes recorded so far: the kind of their entry, where it still exists. Who made them was
-- not kept; they name nobody.
UPDATE "EntryChange" c SET "kind" = e."kind" FROM "Entry" e WHERE e."id" = c."entryId";

-- A list of some kinds' changes reads each kind's range of this index in order (see
-- server/changes/entry-changes.ts); made after the rows above are written.
CREATE INDEX "EntryChange_kind_at_id_idx" ON "EntryChange"("kind", "at", "id");
