-- tmc.codes: the code lexemes of the name and stock number as a writer of many rows spelled them in the
-- application (codeVector() in tmc-text-query.ts; the import), so that storing a goods row no longer runs
-- the plpgsql tmc_code_lexemes() (about 80 µs of the database's CPU per row, more than the three
-- to_tsvector calls together). A row written without it (NULL) gets the lexemes from tmc_code_vector() as
-- before, so tmc.search holds the same lexemes either way (docs/decisions.md, 'Import and search speed').
ALTER TABLE "tmc" ADD COLUMN "codes" "tsvector";--> statement-breakpoint
ALTER TABLE "tmc" drop column "search";--> statement-breakpoint
ALTER TABLE "tmc" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', coalesce(name, '')), 'A') || setweight(to_tsvector('russian', coalesce(stock_number, '')), 'A') || setweight(to_tsvector('russian', coalesce(description, '')), 'C') || coalesce(codes, tmc_code_vector(coalesce(name, '') || ' ' || coalesce(stock_number, ''), 'A')) || tmc_facet_vector(region, year, vat, unit)) STORED;--> statement-breakpoint
-- Dropping the column dropped its GIN index (as in migration 0012).
CREATE INDEX IF NOT EXISTS "tmc_search_idx" ON "tmc" USING gin ("search");--> statement-breakpoint
-- An update that changes the name or the stock number without giving new codes empties them, so the
-- generated column computes them again (generated columns are computed after BEFORE triggers): codes are
-- never stale, whoever writes.
CREATE FUNCTION tmc_codes_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.codes := NULL;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tmc_codes_forget BEFORE UPDATE OF name, stock_number ON tmc FOR EACH ROW
  WHEN ((NEW.name IS DISTINCT FROM OLD.name OR NEW.stock_number IS DISTINCT FROM OLD.stock_number) AND NEW.codes IS NOT DISTINCT FROM OLD.codes)
  EXECUTE FUNCTION tmc_codes_forget();
