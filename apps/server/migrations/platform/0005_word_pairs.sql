-- The pairs of neighbouring words of a search text, as a tsvector ('nguyen van', 'van hung'):
-- its GIN index finds the rows holding a phrase of several words, which the trigram index cannot
-- (a trigram never spans a space, and every trigram of a common name is in half the rows).
-- A pair is cut to 500 characters (a lexeme holds at most 2 kB); a searched pair is shorter
-- (a term is at most 200 characters), so it still matches the start of a cut one.
CREATE OR REPLACE FUNCTION public.sen_word_pairs(value text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT array_to_tsvector(coalesce(array_agg(left(word || ' ' || next, 500)), '{}'))
    FROM (SELECT word, lead(word) OVER (ORDER BY n) AS next
            FROM unnest(string_to_array(value, ' ')) WITH ORDINALITY AS w(word, n)
           WHERE word <> '') AS pairs
   WHERE next IS NOT NULL
$$;
--> statement-breakpoint
-- The pairs a row must hold to contain `term` (several words, single spaces) from the start of
-- a word: each pair of its words, the last word possibly unfinished ('le hoang yen' gives
-- 'le hoang' & 'hoang yen':*). NULL for a single word. Empty words are skipped, as in the pairs of
-- a row (unaccent turns a few characters into text with spaces).
CREATE OR REPLACE FUNCTION public.sen_word_pairs_query(term text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT string_agg(
           '''' || replace(replace(word || ' ' || next, '\', '\\'), '''', '''''') || ''''
             || CASE WHEN after_next IS NULL THEN ':*' ELSE '' END,
           ' & ' ORDER BY n)::tsquery
    FROM (SELECT word, n, lead(word) OVER (ORDER BY n) AS next, lead(word, 2) OVER (ORDER BY n) AS after_next
            FROM unnest(string_to_array(term, ' ')) WITH ORDINALITY AS w(word, n)
           WHERE word <> '') AS pairs
   WHERE next IS NOT NULL
$$;
