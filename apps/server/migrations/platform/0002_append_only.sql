-- Refuses any change to the rows of a table it guards (the audit log is written once, read forever).
CREATE OR REPLACE FUNCTION public.sen_refuse_change() RETURNS trigger
LANGUAGE plpgsql
AS $$ BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege'; END $$;
