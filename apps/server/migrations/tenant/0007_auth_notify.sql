-- A change to who may sign in and with what rights tells every server at once (each keeps the
-- signed-in users it has checked, and drops a tenant's when this arrives): users, their rights,
-- branches, and a session ended, expired or removed.
CREATE TRIGGER users_auth_changed AFTER INSERT OR UPDATE OR DELETE ON users
FOR EACH STATEMENT EXECUTE FUNCTION public.sen_auth_changed();
--> statement-breakpoint
CREATE TRIGGER user_rights_auth_changed AFTER INSERT OR UPDATE OR DELETE ON user_rights
FOR EACH STATEMENT EXECUTE FUNCTION public.sen_auth_changed();
--> statement-breakpoint
CREATE TRIGGER branches_auth_changed AFTER INSERT OR UPDATE OR DELETE ON branches
FOR EACH STATEMENT EXECUTE FUNCTION public.sen_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OF ended_at, expires_at, user_id OR DELETE ON sessions
FOR EACH STATEMENT EXECUTE FUNCTION public.sen_auth_changed();
