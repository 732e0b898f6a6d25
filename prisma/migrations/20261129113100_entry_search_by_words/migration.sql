-- The API's filter of entries by text (EntryFilter.search) finds words as the site's search finds
-- them, in "SearchDocument": nothing reads the trigram index of every published article's text
-- any more, nor the function it was built over. "search_folded" stays (the search's documents and
-- typos use it), and so do unaccent and pg_trgm (the trigrams of the folded titles).
DROP INDEX "Article_search_text_idx";

DROP FUNCTION "article_search_text"(text, text, text);
