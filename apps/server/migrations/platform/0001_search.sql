-- Lower-case, accent-free text for search. unaccent() is only STABLE (its dictionary could
-- change), so generated columns and indexes need this IMMUTABLE wrapper naming the dictionary.
CREATE OR REPLACE FUNCTION public.sen_unaccent(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, normalize(value, NFC))) $$;
