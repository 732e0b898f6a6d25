-- The site's search reads a table of its own: one row for each published article of a listed
-- entry, holding what a search filters, ranks and orders by, so that a common word (a tenth of a
-- language's million articles) is ranked without reading each match's article and entry. Before,
-- the words were a column of "Article": each match read its entry (listed? how notable?) and its
-- whole document (to rank it), some 10 µs a match, 200 ms for a word in 17,000 articles.

-- The column's triggers, then the column (with its indexes).
DROP FUNCTION "article_search_document_keep"() CASCADE;

-- AlterTable
ALTER TABLE "Article" DROP COLUMN "searchDocument";

-- CreateTable
CREATE TABLE "SearchDocument" (
    "articleId" INTEGER NOT NULL,
    "entryId" INTEGER NOT NULL,
    "locale" "Locale" NOT NULL,
    "kind" "EntryKind" NOT NULL,
    "languages" INTEGER NOT NULL,
    "foldedTitle" TEXT NOT NULL,
    "head" tsvector NOT NULL,
    "words" tsvector NOT NULL,

    CONSTRAINT "SearchDocument_pkey" PRIMARY KEY ("articleId")
);

-- CreateIndex
CREATE INDEX "SearchDocument_entryId_idx" ON "SearchDocument"("entryId");

-- AddForeignKey
ALTER TABLE "SearchDocument" ADD CONSTRAINT "SearchDocument_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A row stays small: the words, some 1 KB, are kept out of it (uncompressed) and are never read
-- back by a search, as the index answers which rows hold them; so a language's matches lie on
-- few pages. The head, which ranks every match, stays in the row (compressed if need be): read
-- from elsewhere, it cost a Chinese search four times as long.
ALTER TABLE "SearchDocument" ALTER COLUMN "words" SET STORAGE EXTERNAL;
ALTER TABLE "SearchDocument" ALTER COLUMN "head" SET STORAGE MAIN;
ALTER TABLE "SearchDocument" SET (toast_tuple_target = 128);

-- The title and summary as the ranking reads them: the title weighs most (A), then the summary (B).
CREATE FUNCTION "search_head"(locale "Locale", title text, summary text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN setweight("search_words"(locale, title), 'A') || setweight("search_words"(locale, summary), 'B');

-- The rows of some articles, written anew: those of the articles given that are published and
-- whose entry is listed; the others' rows go.
CREATE FUNCTION "search_documents_refresh"(article_ids INTEGER[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "SearchDocument" WHERE "articleId" = ANY(article_ids);
  INSERT INTO "SearchDocument" ("articleId", "entryId", "locale", "kind", "languages", "foldedTitle", "head", "words")
  SELECT a."id", a."entryId", a."locale", e."kind", e."languages", "search_folded"(a."title"),
         "search_head"(a."locale", a."title", a."summary"), "search_document"(a."locale", a."title", a."summary", a."bodyHtml")
  FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
  WHERE a."id" = ANY(article_ids) AND a."publishedAt" IS NOT NULL AND e."listed";
$$;

-- Kept on every write of an article, whoever writes (an approval, a correction, the demo content,
-- a script); an article deleted takes its row with it (the foreign key).
CREATE FUNCTION "search_documents_of_articles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "search_documents_refresh"(ARRAY(SELECT n."id" FROM "new_articles" n WHERE n."publishedAt" IS NOT NULL));
  ELSE
    PERFORM "search_documents_refresh"(ARRAY(
      SELECT n."id" FROM "new_articles" n JOIN "old_articles" o ON o."id" = n."id"
      WHERE (n."entryId", n."locale", n."title", n."summary", n."bodyHtml", n."publishedAt" IS NULL)
            IS DISTINCT FROM (o."entryId", o."locale", o."title", o."summary", o."bodyHtml", o."publishedAt" IS NULL)));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Article_search_documents_insert" AFTER INSERT ON "Article"
  REFERENCING NEW TABLE AS "new_articles" FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_of_articles"();
CREATE TRIGGER "Article_search_documents_update" AFTER UPDATE ON "Article"
  REFERENCING OLD TABLE AS "old_articles" NEW TABLE AS "new_articles" FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_of_articles"();

-- An entry listed or unlisted brings its articles in or takes them out; its kind and its number of
-- languages (how notable it is, kept by the published-locales trigger) are copied to its rows.
CREATE FUNCTION "search_documents_of_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_documents_refresh"(ARRAY(
    SELECT a."id" FROM "new_entries" n JOIN "old_entries" o ON o."id" = n."id" JOIN "Article" a ON a."entryId" = n."id"
    WHERE n."listed" IS DISTINCT FROM o."listed" AND a."publishedAt" IS NOT NULL));
  UPDATE "SearchDocument" s SET "kind" = n."kind", "languages" = n."languages"
  FROM "new_entries" n JOIN "old_entries" o ON o."id" = n."id"
  WHERE s."entryId" = n."id" AND n."listed" AND o."listed" AND (n."kind", n."languages") IS DISTINCT FROM (o."kind", o."languages");
  RETURN NULL;
END $$;

CREATE TRIGGER "Entry_search_documents_update" AFTER UPDATE ON "Entry"
  REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "search_documents_of_entries"();

-- The articles written before.
INSERT INTO "SearchDocument" ("articleId", "entryId", "locale", "kind", "languages", "foldedTitle", "head", "words")
SELECT a."id", a."entryId", a."locale", e."kind", e."languages", "search_folded"(a."title"),
       "search_head"(a."locale", a."title", a."summary"), "search_document"(a."locale", a."title", a."summary", a."bodyHtml")
FROM "Article" a JOIN "Entry" e ON e."id" = a."entryId"
WHERE a."publishedAt" IS NOT NULL AND e."listed";

-- Per language, the words (a search reads only its language's index, an eighth of one over every
-- language), and the trigrams of the folded titles (for typos: "Apolo" finds "Apollo").
CREATE INDEX "SearchDocument_words_en_idx" ON "SearchDocument" USING GIN ("words") WHERE "locale" = 'en';
CREATE INDEX "SearchDocument_words_tr_idx" ON "SearchDocument" USING GIN ("words") WHERE "locale" = 'tr';
CREATE INDEX "SearchDocument_words_de_idx" ON "SearchDocument" USING GIN ("words") WHERE "locale" = 'de';
CREATE INDEX "SearchDocument_words_fr_idx" ON "SearchDocument" USING GIN ("words") WHERE "locale" = 'fr';
CREATE INDEX "SearchDocument_words_it_idx" ON "SearchDocument" USING GIN ("words") WHERE "locale" = 'it';
CREATE INDEX "SearchDocument_words_es_idx" ON "SearchDocument" USING GIN ("words") WHERE "locale" = 'es';
CREATE INDEX "SearchDocument_words_zh_idx" ON "SearchDocument" USING GIN ("words") WHERE "locale" = 'zh';
CREATE INDEX "SearchDocument_words_ja_idx" ON "SearchDocument" USING GIN ("words") WHERE "locale" = 'ja';

CREATE INDEX "SearchDocument_title_trigrams_en_idx" ON "SearchDocument" USING GIN ("foldedTitle" gin_trgm_ops) WHERE "locale" = 'en';
CREATE INDEX "SearchDocument_title_trigrams_tr_idx" ON "SearchDocument" USING GIN ("foldedTitle" gin_trgm_ops) WHERE "locale" = 'tr';
CREATE INDEX "SearchDocument_title_trigrams_de_idx" ON "SearchDocument" USING GIN ("foldedTitle" gin_trgm_ops) WHERE "locale" = 'de';
CREATE INDEX "SearchDocument_title_trigrams_fr_idx" ON "SearchDocument" USING GIN ("foldedTitle" gin_trgm_ops) WHERE "locale" = 'fr';
CREATE INDEX "SearchDocument_title_trigrams_it_idx" ON "SearchDocument" USING GIN ("foldedTitle" gin_trgm_ops) WHERE "locale" = 'it';
CREATE INDEX "SearchDocument_title_trigrams_es_idx" ON "SearchDocument" USING GIN ("foldedTitle" gin_trgm_ops) WHERE "locale" = 'es';
CREATE INDEX "SearchDocument_title_trigrams_zh_idx" ON "SearchDocument" USING GIN ("foldedTitle" gin_trgm_ops) WHERE "locale" = 'zh';
CREATE INDEX "SearchDocument_title_trigrams_ja_idx" ON "SearchDocument" USING GIN ("foldedTitle" gin_trgm_ops) WHERE "locale" = 'ja';

DROP INDEX "Article_title_trigrams_en_idx", "Article_title_trigrams_tr_idx", "Article_title_trigrams_de_idx", "Article_title_trigrams_fr_idx",
  "Article_title_trigrams_it_idx", "Article_title_trigrams_es_idx", "Article_title_trigrams_zh_idx", "Article_title_trigrams_ja_idx";
