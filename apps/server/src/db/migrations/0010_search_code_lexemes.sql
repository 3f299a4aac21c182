-- Code lexemes for the goods search (docs/decisions.md, 'Search: codes, look-alike letters, word forms').
-- The default text-search parser cuts article and standard codes apart ('6312-2RS' becomes '6312', '-2',
-- 'rs'; 'СПЗ-4' becomes 'спз', '-4'), so a code typed as printed finds nothing. tmc_code_lexemes() reads
-- each space-separated run of a text that has a digit or a Latin letter, or only letters that look the
-- same in both alphabets, and returns, marked with '#': the whole code in a canonical spelling (look-alike
-- Cyrillic letters as Latin, ',' as '.', other punctuation as one '-'), the code without punctuation, and
-- each part of two or more characters (split at '-' and at an 'x' between digits). The server spells a
-- typed code the same way (codeLexemes() in tmc-text-query.ts; a test keeps the two equal).
CREATE FUNCTION tmc_code_lexemes(source text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  run text;
  form text;
  part text;
  parts text[];
  result text[] := '{}';
BEGIN
  FOREACH run IN ARRAY regexp_split_to_array(translate(lower(coalesce(source, '')), 'ё', 'е'), '\s+') LOOP
    run := regexp_replace(run, '^[^0-9a-zа-я]+|[^0-9a-zа-я]+$', '', 'g');
    CONTINUE WHEN length(run) < 2 OR length(run) > 40;
    CONTINUE WHEN run !~ '[0-9a-z]' AND run !~ '^[авекмнорстх]+$';
    form := translate(run, 'авекмнорстх,', 'abekmhopctx.');
    form := regexp_replace(form, '[^0-9a-zа-я.]+', '-', 'g');
    form := regexp_replace(form, '(?<![0-9])\.|\.(?![0-9])', '-', 'g');
    form := regexp_replace(form, '-{2,}', '-', 'g');
    form := regexp_replace(form, '^-+|-+$', '', 'g');
    CONTINUE WHEN length(form) < 2;
    result := result || ('#' || form);
    IF form ~ '[-.]' THEN
      result := result || ('#' || regexp_replace(form, '[-.]', '', 'g'));
    END IF;
    parts := string_to_array(regexp_replace(form, '([0-9])x(?=[0-9])', '\1-', 'g'), '-');
    IF array_length(parts, 1) > 1 THEN
      FOREACH part IN ARRAY parts LOOP
        IF length(part) >= 2 THEN
          result := result || ('#' || part);
        END IF;
      END LOOP;
    END IF;
  END LOOP;
  RETURN result;
END;
$$;
--> statement-breakpoint
-- The code lexemes of a text as a tsvector with the given weight. Each lexeme gets position 1: a lexeme
-- without a position matches a weight-restricted query ('…':A) whatever its weight.
CREATE FUNCTION tmc_code_vector(source text, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(DISTINCT '''' || l || ''':1' || weight::text, ' '), '')::tsvector
  FROM unnest(tmc_code_lexemes(source)) AS l
$$;
--> statement-breakpoint
-- The filters of the common base as lexemes of tmc.search ('§r77' region, '§y2020' year, '§v20' VAT,
-- '§u796' unit), so that a search by text and filters, or by filters alone, is one GIN scan that
-- intersects the lists inside the index: a region with a year, a VAT rate and a unit match a few hundred
-- goods out of a million, while each alone matches tens or hundreds of thousands, which a B-tree plan
-- would read from the table one by one. No positions: these lexemes are never asked with a weight.
CREATE FUNCTION tmc_facet_vector(region text, year smallint, vat text, unit text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(ARRAY['§r' || region, '§y' || year::text, '§v' || vat, '§u' || unit], NULL))
$$;
