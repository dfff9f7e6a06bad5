CREATE TABLE "card_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_loai_the" text NOT NULL,
	"ten_loai_the" text NOT NULL,
	"tk" text NOT NULL,
	"phi" numeric(9, 4) DEFAULT 0,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_loai_the", '') || ' ' || coalesce("ten_loai_the", '') || ' ' || coalesce("tk", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_loai_the", '') || ' ' || coalesce("ten_loai_the", '') || ' ' || coalesce("tk", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_httt" text NOT NULL,
	"ten_httt" text NOT NULL,
	"ten_httt_en" text,
	"loai_tt" text DEFAULT 'cash' NOT NULL,
	"tk" text NOT NULL,
	"ma_ngan_hang" text,
	"so_tk_nh" text,
	"chu_tk_nh" text,
	"thu_tu" numeric(18, 0) DEFAULT 0,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_httt", '') || ' ' || coalesce("ten_httt", '') || ' ' || coalesce("tk", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_httt", '') || ' ' || coalesce("ten_httt", '') || ' ' || coalesce("tk", '')))) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "card_types_ma_loai_the_unique" ON "card_types" USING btree ("ma_loai_the");--> statement-breakpoint
CREATE INDEX "card_types_ma_loai_the_list" ON "card_types" USING btree ("ma_loai_the","id");--> statement-breakpoint
CREATE INDEX "card_types_ten_loai_the_list" ON "card_types" USING btree ("ten_loai_the" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "card_types_tk_list" ON "card_types" USING btree ("tk","id");--> statement-breakpoint
CREATE INDEX "card_types_phi_list" ON "card_types" USING btree ("phi","id");--> statement-breakpoint
CREATE INDEX "card_types_status_list" ON "card_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "card_types_search" ON "card_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "card_types_search_pairs" ON "card_types" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_types_ma_httt_unique" ON "payment_types" USING btree ("ma_httt");--> statement-breakpoint
CREATE INDEX "payment_types_ma_httt_list" ON "payment_types" USING btree ("ma_httt","id");--> statement-breakpoint
CREATE INDEX "payment_types_ten_httt_list" ON "payment_types" USING btree ("ten_httt" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "payment_types_tk_list" ON "payment_types" USING btree ("tk","id");--> statement-breakpoint
CREATE INDEX "payment_types_thu_tu_list" ON "payment_types" USING btree ("thu_tu","id");--> statement-breakpoint
CREATE INDEX "payment_types_status_list" ON "payment_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payment_types_search" ON "payment_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_types_search_pairs" ON "payment_types" USING gin ("search_pairs");