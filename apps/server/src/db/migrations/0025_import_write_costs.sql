-- Storing goods rows cheaper for writers of many rows (the import; docs/decisions.md, 'Import and search
-- speed'). Measured per 20,000 rows written into tmc, as the backend's CPU: 2.5 s in all, of which 0.43 s for
-- the trigram index on lower(name) and 0.54 s for the generated column category (tmc_category(), an SQL
-- function with fifteen regular expressions, run through the executor once a row); and the import's
-- lookup of a batch's stock numbers among the seller's goods, which grew with the seller's goods.
--
-- 1. tmc_name_trgm_idx is dropped: no query reads it (the search compares lower(name) with '=', which the
--    btree tmc_published_name_idx serves; the cabinet's 'name ILIKE' cannot use an index on lower(name)).
DROP INDEX "tmc_name_trgm_idx";--> statement-breakpoint
-- 2. category becomes a plain column with the same values (DROP EXPRESSION keeps them, no rewrite). The
--    import spells it in the application (goodsCategoryOf() in tmc-category.ts, tested equal to
--    tmc_category()); a row written without it gets tmc_category(name) from a trigger, and a new name
--    without a new category recomputes it, so every write path gets it as before.
ALTER TABLE "tmc" ALTER COLUMN "category" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "tmc" ALTER COLUMN "category" SET DEFAULT null;--> statement-breakpoint
CREATE FUNCTION tmc_category_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.category := tmc_category(NEW.name);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tmc_category_on_insert BEFORE INSERT ON tmc FOR EACH ROW
  WHEN (NEW.category IS NULL)
  EXECUTE FUNCTION tmc_category_fill();
--> statement-breakpoint
CREATE TRIGGER tmc_category_on_update BEFORE UPDATE OF name, category ON tmc FOR EACH ROW
  WHEN (NEW.category IS NULL OR (NEW.name IS DISTINCT FROM OLD.name AND NEW.category IS NOT DISTINCT FROM OLD.category))
  EXECUTE FUNCTION tmc_category_fill();

--> statement-breakpoint
-- 3. A seller's goods by stock number: the import matches a batch's rows to the seller's goods in one
--    lookup; without this index the planner took every good of the seller from tmc_seller_status_idx for each
--    batch (on a 100,000-row import in batches of 500, 7.3 s of the database's CPU, as much as the inserts).
CREATE INDEX "tmc_seller_stock_number_idx" ON "tmc" USING btree ("seller_id",lower("stock_number"));
