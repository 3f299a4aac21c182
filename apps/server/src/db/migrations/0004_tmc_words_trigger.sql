-- Keeps tmc_words (the distinct words of published goods' names, lower case, ё as е) filled for the
-- search's typo correction. Statement-level triggers with transition tables, so a bulk insert of
-- 100,000 goods (seed, import) costs one INSERT ... SELECT DISTINCT, not a trigger call per row.
-- Words are only ever added: a word of goods removed later merely corrects a typo to a word that
-- finds nothing.
CREATE FUNCTION tmc_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tmc_words (word)
  SELECT DISTINCT w
  FROM changed_rows r, regexp_split_to_table(translate(lower(r.name), 'ё', 'е'), '[^0-9a-zа-я]+') AS w
  WHERE r.status = 'published' AND length(w) BETWEEN 3 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tmc_words_on_insert AFTER INSERT ON tmc REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_words_collect();
--> statement-breakpoint
CREATE TRIGGER tmc_words_on_update AFTER UPDATE ON tmc REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_words_collect();
--> statement-breakpoint
INSERT INTO tmc_words (word)
SELECT DISTINCT w
FROM tmc r, regexp_split_to_table(translate(lower(r.name), 'ё', 'е'), '[^0-9a-zа-я]+') AS w
WHERE r.status = 'published' AND length(w) BETWEEN 3 AND 40
ON CONFLICT (word) DO NOTHING;
