CREATE TABLE "call_center_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"wss" text,
	"domain" text,
	"libs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"widget" boolean DEFAULT false NOT NULL,
	"widget_libs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "call_center_providers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_tudien" text NOT NULL,
	"ten_tudien" text NOT NULL,
	"ten_tudien_en" text,
	"group" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "dictionaries_ma_tudien_unique" UNIQUE("ma_tudien")
);
--> statement-breakpoint
CREATE TABLE "stt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ct" text NOT NULL,
	"status" text NOT NULL,
	"ten_stt" text NOT NULL,
	"ten_stt_en" text,
	"color" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "stt_ma_ct_status_unique" UNIQUE("ma_ct","status")
);
