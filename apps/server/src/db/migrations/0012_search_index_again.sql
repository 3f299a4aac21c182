-- Migration 0011 replaces the generated column tmc.search (its expression gained the code and filter
-- lexemes); dropping the column dropped its GIN index, which drizzle-kit does not recreate since the
-- schema's index itself did not change.
CREATE INDEX IF NOT EXISTS "tmc_search_idx" ON "tmc" USING gin ("search");
