-- The goods search reads as few rows of the table as it can (issue 17; docs/decisions.md, 'Search: speed
-- and totals'). Each row a search reads is a page to fetch, about 3.5 µs when it is not in PostgreSQL's
-- buffers, so counting 10,000 matches cost 35 ms and more.
--
-- 1. tmc.search loses positions and weights, and the words of the description are marked '~': the name
--    tier ('труб') and every field ('труб' | '~труб') are exact GIN matches. With weights ('труб':A) the
--    GIN index, which does not keep them, made PostgreSQL read and check every candidate row.
-- 2. Covering B-tree indexes of the common base, each led by one filter and holding the others: a search
--    by filters alone, or by a stock number's beginning, is counted and paged from one index without
--    reading the table (an index-only scan). They replace the indexes on (published_at), (region,
--    published_at), (price) and lower(stock_number).
DROP INDEX "tmc_published_region_at_idx";--> statement-breakpoint
DROP INDEX "tmc_stock_number_idx";--> statement-breakpoint
DROP INDEX "tmc_published_idx";--> statement-breakpoint
DROP INDEX "tmc_published_price_idx";--> statement-breakpoint
-- The words of a description as lexemes marked '~' (see 1 above).
CREATE FUNCTION tmc_description_vector(description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg('~' || l)), ''::tsvector)
  FROM unnest(tsvector_to_array(to_tsvector('russian', coalesce(description, '')))) AS l
$$;
--> statement-breakpoint
ALTER TABLE "tmc" drop column "search";--> statement-breakpoint
ALTER TABLE "tmc" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('russian', coalesce(name, '') || ' ' || coalesce(stock_number, '')) || coalesce(codes, tmc_code_vector(coalesce(name, '') || ' ' || coalesce(stock_number, ''), 'A')) || tmc_facet_vector(region, year, vat, unit) || tmc_description_vector(description))) STORED;--> statement-breakpoint
-- Dropping the column dropped its GIN index (as in migrations 0012 and 0019).
CREATE INDEX IF NOT EXISTS "tmc_search_idx" ON "tmc" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "tmc_published_seller_idx" ON "tmc" USING btree ("seller_id","published_at","id","price","region","year","vat","unit","category") WHERE "tmc"."status" = 'published';--> statement-breakpoint
CREATE INDEX "tmc_published_region_idx" ON "tmc" USING btree ("region","year","unit","vat","published_at","id","seller_id","price","category") WHERE "tmc"."status" = 'published';--> statement-breakpoint
CREATE INDEX "tmc_published_year_idx" ON "tmc" USING btree ("year","unit","vat","published_at","id","seller_id","price","region","category") WHERE "tmc"."status" = 'published';--> statement-breakpoint
CREATE INDEX "tmc_published_unit_idx" ON "tmc" USING btree ("unit","vat","published_at","id","seller_id","price","region","year","category") WHERE "tmc"."status" = 'published';--> statement-breakpoint
CREATE INDEX "tmc_published_vat_idx" ON "tmc" USING btree ("vat","published_at","id","seller_id","price","region","year","unit","category") WHERE "tmc"."status" = 'published';--> statement-breakpoint
CREATE INDEX "tmc_stock_number_idx" ON "tmc" USING btree (lower("stock_number") text_pattern_ops,"stock_number","status","published_at","id","seller_id","price","region","year","vat","unit","category");--> statement-breakpoint
CREATE INDEX "tmc_published_idx" ON "tmc" USING btree ("published_at","id","seller_id","price","region","year","vat","unit","category") WHERE "tmc"."status" = 'published';--> statement-breakpoint
CREATE INDEX "tmc_published_price_idx" ON "tmc" USING btree ("price","published_at","id","seller_id","region","year","vat","unit","category") WHERE "tmc"."status" = 'published';--> statement-breakpoint
-- The planner's estimates of the column decide whether a total is counted (a word estimated well over
-- 10,000 is 'more' without counting 10,001 rows): its statistics sample 300,000 rows instead of 30,000,
-- which keeps a lexeme's estimate within a few per cent (ANALYZE of a million goods takes about 20 s).
-- Gathered now rather than at the next autovacuum.
ALTER TABLE "tmc" ALTER COLUMN "search" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "tmc";