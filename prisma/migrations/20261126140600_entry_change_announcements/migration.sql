-- The announcements of recorded changes, cut into notifications of 100 in one pass over them.
-- Before, each notification took a slice of the array of all of them, and a slice of an array of
-- JSON walks it from its start: a statement that changed a million articles spent hours there.
CREATE OR REPLACE FUNCTION "entry_changes_record"(entry_ids INTEGER[], locales "Locale"[], types "EntryChangeType"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  recorded json[];
  payload text;
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
  FOR payload IN
    SELECT json_agg(r."change" ORDER BY r."n")::text
    FROM unnest(recorded) WITH ORDINALITY AS r("change", "n")
    GROUP BY (r."n" - 1) / 100
    ORDER BY (r."n" - 1) / 100
  LOOP
    PERFORM pg_notify('daypedia_entry_changes', payload);
  END LOOP;
END $$;
