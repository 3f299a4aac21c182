-- The typo lookup (tmc-search.ts, typoLookup) finds the vocabulary's trigram neighbours of a word with
-- pg_trgm's % operator. Its function is declared as cheap as an equality (COST 1), so the planner read all
-- of tmc_words (2,552 words at a million goods, 13 pages) and computed a similarity for each: 3.8 ms,
-- against 0.3 ms through tmc_words_trgm_idx. What it costs is said here, once; where the database's user
-- does not own the extension's functions, the lookup keeps working as before.
DO $$
BEGIN
  ALTER FUNCTION similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity_op is not ours to alter: the typo lookup reads tmc_words whole';
END
$$;
