CREATE TABLE "expense_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_phi" text NOT NULL,
	"ten_phi" text NOT NULL,
	"ten_phi_en" text,
	"tk" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_phi", '') || ' ' || coalesce("ten_phi", '') || ' ' || coalesce("tk", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_phi", '') || ' ' || coalesce("ten_phi", '') || ' ' || coalesce("tk", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "transaction_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dk" text NOT NULL,
	"ten_dk" text NOT NULL,
	"ten_dk_en" text,
	"so_ngay_no" numeric(18, 0) DEFAULT 0 NOT NULL,
	"ck_thanh_toan" numeric(9, 4),
	"so_ngay_ck" numeric(18, 0),
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_dk", '') || ' ' || coalesce("ten_dk", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_dk", '') || ' ' || coalesce("ten_dk", '')))) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "expense_items_ma_phi_unique" ON "expense_items" USING btree ("ma_phi");--> statement-breakpoint
CREATE INDEX "expense_items_ma_phi_list" ON "expense_items" USING btree ("ma_phi","id");--> statement-breakpoint
CREATE INDEX "expense_items_ten_phi_list" ON "expense_items" USING btree ("ten_phi" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "expense_items_tk_list" ON "expense_items" USING btree ("tk","id");--> statement-breakpoint
CREATE INDEX "expense_items_status_list" ON "expense_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "expense_items_search" ON "expense_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expense_items_search_pairs" ON "expense_items" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_terms_ma_dk_unique" ON "transaction_terms" USING btree ("ma_dk");--> statement-breakpoint
CREATE INDEX "transaction_terms_ma_dk_list" ON "transaction_terms" USING btree ("ma_dk","id");--> statement-breakpoint
CREATE INDEX "transaction_terms_ten_dk_list" ON "transaction_terms" USING btree ("ten_dk" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "transaction_terms_so_ngay_no_list" ON "transaction_terms" USING btree ("so_ngay_no","id");--> statement-breakpoint
CREATE INDEX "transaction_terms_status_list" ON "transaction_terms" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "transaction_terms_search" ON "transaction_terms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transaction_terms_search_pairs" ON "transaction_terms" USING gin ("search_pairs");