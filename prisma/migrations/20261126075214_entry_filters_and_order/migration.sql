-- CreateIndex
CREATE INDEX "Article_locale_updatedAt_entryId_idx" ON "Article"("locale", "updatedAt", "entryId");

-- CreateIndex
CREATE INDEX "Entry_countries_idx" ON "Entry" USING GIN ("countries");

-- The API's order by DATE (server/entries/entry-order.ts writes the same expressions): an
-- event's or personal entry's date, a person's birth (death when the birth is unknown), as
-- year * 10000 + month * 100 + day; entries without a year (holidays) after every dated one in
-- either direction, by their fixed day, movable feasts last. One index per direction, so that
-- a page is a seek in either.
CREATE INDEX "Entry_date_asc_order_idx" ON "Entry" ((COALESCE(COALESCE("year", "birthYear", "deathYear")::bigint * 10000 + COALESCE("month", "birthMonth", "deathMonth") * 100 + COALESCE("day", "birthDay", "deathDay"), 100000000000000 + COALESCE("month" * 100 + "day", 9999))), "id") WHERE "listed";

CREATE INDEX "Entry_date_desc_order_idx" ON "Entry" ((COALESCE(COALESCE("year", "birthYear", "deathYear")::bigint * 10000 + COALESCE("month", "birthMonth", "deathMonth") * 100 + COALESCE("day", "birthDay", "deathDay"), -100000000000000 + COALESCE("month" * 100 + "day", 0))), "id") WHERE "listed";

-- The API's order by TITLE, in the alphabetical order of each language (its ICU collation, as
-- server/entries/entry-order.ts sorts): one partial index per language, so that together they
-- are the size of one index and an article updates only its own language's.
CREATE INDEX "Article_title_en_order_idx" ON "Article" ("title" COLLATE "en-x-icu", "entryId") WHERE "locale" = 'en' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_tr_order_idx" ON "Article" ("title" COLLATE "tr-x-icu", "entryId") WHERE "locale" = 'tr' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_de_order_idx" ON "Article" ("title" COLLATE "de-x-icu", "entryId") WHERE "locale" = 'de' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_fr_order_idx" ON "Article" ("title" COLLATE "fr-x-icu", "entryId") WHERE "locale" = 'fr' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_it_order_idx" ON "Article" ("title" COLLATE "it-x-icu", "entryId") WHERE "locale" = 'it' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_es_order_idx" ON "Article" ("title" COLLATE "es-x-icu", "entryId") WHERE "locale" = 'es' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_zh_order_idx" ON "Article" ("title" COLLATE "zh-x-icu", "entryId") WHERE "locale" = 'zh' AND "publishedAt" IS NOT NULL;
CREATE INDEX "Article_title_ja_order_idx" ON "Article" ("title" COLLATE "ja-x-icu", "entryId") WHERE "locale" = 'ja' AND "publishedAt" IS NOT NULL;

-- The API's text search (server/entries/entry-search.ts): a case- and accent-insensitive
-- substring of an article's title, summary and text without markup, found through trigrams.
-- Both extensions are trusted since PostgreSQL 13: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS "unaccent";
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- Text as the search compares it: no accents, lower case. Declared immutable so that an index
-- may hold it; the body is bound to the unaccent dictionary when the function is created.
CREATE FUNCTION "search_folded"(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(unaccent('unaccent'::regdictionary, input));

-- An article's searchable text: title, summary and the text of its sanitised HTML (tags out,
-- the entities the sanitiser writes back to characters).
CREATE FUNCTION "article_search_text"(title text, summary text, body_html text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN "search_folded"(title || ' ' || summary || ' ' ||
    replace(replace(replace(replace(replace(replace(regexp_replace(body_html, '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'));

CREATE INDEX "Article_search_text_idx" ON "Article" USING GIN ("article_search_text"("title", "summary", "bodyHtml") gin_trgm_ops) WHERE "publishedAt" IS NOT NULL;
