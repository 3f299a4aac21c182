-- The description's lexemes of tmc.search, the same values written cheaper (docs/decisions.md, 'Import and
-- search speed'). The function of migration 0024 took them apart with unnest() and put them back with
-- array_agg(), a query of its own, which PostgreSQL runs through a new executor for every row written; one
-- expression without FROM is inlined into the generated column instead. Measured on 20,000 goods written at
-- once into a million: 3.75-3.90 s -> 3.47-3.50 s for the statement. The results are equal (compared on
-- 250,000 descriptions), so the stored column stays as it is. A lexeme never holds a control character
-- (the parser splits on them), so E'\x01' can join and split them; '~' alone is what an empty list
-- becomes, and is removed.
CREATE OR REPLACE FUNCTION tmc_description_vector(description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(string_to_array('~' || array_to_string(tsvector_to_array(to_tsvector('russian', coalesce(description, ''))), E'\x01~'), E'\x01'), '~'))
$$;
