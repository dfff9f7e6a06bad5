-- Also marks the transaction itself (a setting that ends with it), so that the server which commits
-- it knows at COMMIT that the signed-in users of that tenant changed, before any NOTIFY arrives.
CREATE OR REPLACE FUNCTION public.sen_auth_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$ BEGIN
  PERFORM set_config('sen.auth_changed', 'on', true);
  PERFORM pg_notify('sen_auth', TG_TABLE_SCHEMA);
  RETURN NULL;
END $$;
