-- Secrets made on the first start and kept with the data: the key that signs access tokens, the
-- key of system/encrypt, the app role's password, and that role's name. The environment's
-- JWT_SECRET and ENCRYPTION_KEY, when set, win. Only the owner reads this table, never the app role.
CREATE TABLE platform.secrets (
	"name" text PRIMARY KEY,
	"value" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
REVOKE ALL ON platform.secrets FROM PUBLIC;
