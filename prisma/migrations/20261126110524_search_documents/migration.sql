-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "searchDocument" tsvector;

-- The site's search (server/search/): every article's words, in its language's full-text
-- configuration (stemming and stop words of English, Turkish, German, French, Italian and Spanish;
-- Chinese and Japanese, which PostgreSQL has none for and which are written without spaces, as
-- pairs of characters), folded as "search_folded" folds them (no accents or case, so Turkish's
-- dotted and dotless i are one letter) after NFKC (full-width letters and digits as ASCII).

-- The text search configuration of a language.
CREATE FUNCTION "search_config"(locale "Locale") RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN CASE locale
    WHEN 'en' THEN 'english'::regconfig
    WHEN 'tr' THEN 'turkish'::regconfig
    WHEN 'de' THEN 'german'::regconfig
    WHEN 'fr' THEN 'french'::regconfig
    WHEN 'it' THEN 'italian'::regconfig
    WHEN 'es' THEN 'spanish'::regconfig
    ELSE 'simple'::regconfig
  END;

-- Text with every run of Chinese, Japanese or Korean characters written as the overlapping pairs
-- of its characters and its last character alone ("号登月" as "号登 登月 月"): a word of two
-- characters is then one word of the index, a longer one the phrase of its pairs, a single
-- character the beginning of a pair or the last of a run. server/search/search-query.ts cuts a
-- search the same way (the same ranges of characters).
CREATE FUNCTION "search_grams"(input text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  result text := '';
  part text;
BEGIN
  IF input !~ '[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]' THEN
    RETURN input;
  END IF;
  FOR part IN SELECT m[1] FROM regexp_matches(input, '([\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+|[^\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+)', 'g') AS m LOOP
    IF part ~ '^[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]' THEN
      result := result || ' ' || (SELECT string_agg(substr(part, i, 2), ' ' ORDER BY i) FROM generate_series(1, length(part)) AS i) || ' ';
    ELSE
      result := result || part;
    END IF;
  END LOOP;
  RETURN result;
END $$;

-- One part of an article as the index reads it.
CREATE FUNCTION "search_words"(locale "Locale", input text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN to_tsvector("search_config"(locale), "search_grams"("search_folded"(normalize(input, NFKC))));

-- An article's document: the title weighs most (A), then the summary (B), then the text without
-- markup (C), read as "article_search_text" reads it.
CREATE FUNCTION "search_document"(locale "Locale", title text, summary text, body_html text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN setweight("search_words"(locale, title), 'A')
      || setweight("search_words"(locale, summary), 'B')
      || setweight("search_words"(locale,
           replace(replace(replace(replace(replace(replace(regexp_replace(body_html, '<[^>]*>', ' ', 'g'),
             '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')), 'C');

-- Kept on every write, whoever writes (an approval, a correction, the demo content, a script).
CREATE FUNCTION "article_search_document_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchDocument" := "search_document"(NEW."locale", NEW."title", NEW."summary", NEW."bodyHtml");
  RETURN NEW;
END $$;

CREATE TRIGGER "Article_search_document_insert" BEFORE INSERT ON "Article"
  FOR EACH ROW EXECUTE FUNCTION "article_search_document_keep"();
CREATE TRIGGER "Article_search_document_update" BEFORE UPDATE OF "locale", "title", "summary", "bodyHtml", "searchDocument" ON "Article"
  FOR EACH ROW EXECUTE FUNCTION "article_search_document_keep"();

-- The document is kept by the database, not written: it is bookkeeping to the change log, as
-- "updatedAt" is (a change of the text is recorded by the text's own columns).
CREATE OR REPLACE FUNCTION "entry_changes_of_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Kept apart: publishedAt decides between CREATED and UNLISTED; the others change with every save.
  bookkeeping CONSTANT TEXT[] := ARRAY['id', 'createdAt', 'updatedAt', 'publishedAt', 'searchDocument'];
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

-- The articles written before: their documents (recorded as no change, by the list above).
UPDATE "Article" SET "searchDocument" = NULL;

-- Per language, the published articles' words, and the trigrams of their titles (for typos:
-- "Apolo" finds "Apollo"). Partial indexes: a search reads only its language's, and each index is
-- an eighth of one over every language.
CREATE INDEX "Article_search_en_idx" ON "Article" USING GIN ("searchDocument") WHERE "locale" = 'en' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_search_tr_idx" ON "Article" USING GIN ("searchDocument") WHERE "locale" = 'tr' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_search_de_idx" ON "Article" USING GIN ("searchDocument") WHERE "locale" = 'de' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_search_fr_idx" ON "Article" USING GIN ("searchDocument") WHERE "locale" = 'fr' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_search_it_idx" ON "Article" USING GIN ("searchDocument") WHERE "locale" = 'it' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_search_es_idx" ON "Article" USING GIN ("searchDocument") WHERE "locale" = 'es' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_search_zh_idx" ON "Article" USING GIN ("searchDocument") WHERE "locale" = 'zh' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_search_ja_idx" ON "Article" USING GIN ("searchDocument") WHERE "locale" = 'ja' AND "publishedAt" IS NOT NULL;

CREATE INDEX "Article_title_trigrams_en_idx" ON "Article" USING GIN ("search_folded"("title") gin_trgm_ops) WHERE "locale" = 'en' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_trigrams_tr_idx" ON "Article" USING GIN ("search_folded"("title") gin_trgm_ops) WHERE "locale" = 'tr' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_trigrams_de_idx" ON "Article" USING GIN ("search_folded"("title") gin_trgm_ops) WHERE "locale" = 'de' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_trigrams_fr_idx" ON "Article" USING GIN ("search_folded"("title") gin_trgm_ops) WHERE "locale" = 'fr' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_trigrams_it_idx" ON "Article" USING GIN ("search_folded"("title") gin_trgm_ops) WHERE "locale" = 'it' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_trigrams_es_idx" ON "Article" USING GIN ("search_folded"("title") gin_trgm_ops) WHERE "locale" = 'es' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_trigrams_zh_idx" ON "Article" USING GIN ("search_folded"("title") gin_trgm_ops) WHERE "locale" = 'zh' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_trigrams_ja_idx" ON "Article" USING GIN ("search_folded"("title") gin_trgm_ops) WHERE "locale" = 'ja' AND "publishedAt" IS NOT NULL;

-- A year's entries (a search for "1989"): events by the existing ("kind", "year"), persons by the
-- year of their birth or their death.
CREATE INDEX "Entry_birthYear_idx" ON "Entry" ("birthYear") WHERE "kind" = 'PERSON';
CREATE INDEX "Entry_deathYear_idx" ON "Entry" ("deathYear") WHERE "kind" = 'PERSON';
