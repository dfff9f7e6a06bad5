CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE TABLE platform.tenants (
	"code" text PRIMARY KEY,
	"name" text NOT NULL,
	"schema_name" text NOT NULL UNIQUE,
	"status" boolean NOT NULL DEFAULT true,
	"seeded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE platform.login_failures (
	"key" text PRIMARY KEY,
	"failures" integer NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL
);
