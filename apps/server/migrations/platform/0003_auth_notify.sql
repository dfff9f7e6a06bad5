-- Tells the servers listening on 'sen_auth' that the signed-in users of a tenant (its schema) changed.
CREATE OR REPLACE FUNCTION public.sen_auth_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$ BEGIN PERFORM pg_notify('sen_auth', TG_TABLE_SCHEMA); RETURN NULL; END $$;
