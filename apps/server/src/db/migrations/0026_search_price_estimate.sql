-- The planner's estimate of a price range checked on text matches (docs/decisions.md, 'Search: speed and
-- totals'). With text, the search checks the price as 't.price + 0' so that the price index is not ANDed
-- into the GIN scan (tmc-search.ts, baseConditions); without statistics of that expression the planner
-- guessed 0.5 % of the matches for any range ('кабель' between 325 and 1,301 ₽: 509 rows where 25,703
-- match), so the search counted 10,001 rows through 26,000 pages of the table before it knew there were
-- more than 10,000. With them it estimates 24,651 and walks the publication index for the page at once.
CREATE STATISTICS "tmc_price_offset_stats" ON (price + 0) FROM "tmc";--> statement-breakpoint
-- Gathered now rather than at the next autovacuum.
ANALYZE "tmc";
