-- The generation of the goods for the visitors' search cache (tmc-search-cache.ts): every statement that
-- changes rows of tmc or of tmc_words (the typo correction's vocabulary) moves it on, so an answer kept for
-- one generation is never given for another. A sequence, not a counter row: writers never wait for each
-- other on it (three import batches write at once), and it costs one nextval per statement, not per row.
-- A statement that changes no row (the jobs' periodic updates usually) leaves it, which the transition
-- tables tell; they are one per event, as PostgreSQL allows.
CREATE SEQUENCE tmc_search_generation;
--> statement-breakpoint
CREATE FUNCTION tmc_search_generation_next() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM nextval('tmc_search_generation');
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM removed_rows) THEN PERFORM nextval('tmc_search_generation'); END IF;
  ELSIF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM nextval('tmc_search_generation');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tmc_search_generation_on_insert AFTER INSERT ON tmc REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_search_generation_on_update AFTER UPDATE ON tmc REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_search_generation_on_delete AFTER DELETE ON tmc REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_search_generation_on_truncate AFTER TRUNCATE ON tmc
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_words_generation_on_insert AFTER INSERT ON tmc_words REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_words_generation_on_update AFTER UPDATE ON tmc_words REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_words_generation_on_delete AFTER DELETE ON tmc_words REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
--> statement-breakpoint
CREATE TRIGGER tmc_words_generation_on_truncate AFTER TRUNCATE ON tmc_words
  FOR EACH STATEMENT EXECUTE FUNCTION tmc_search_generation_next();
