CREATE TABLE "conversion_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvt" text NOT NULL,
	"he_so" numeric(18, 6) NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nhom" text NOT NULL,
	"ten_nhom" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_nhom", '') || ' ' || coalesce("ten_nhom", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_nhom", '') || ' ' || coalesce("ten_nhom", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_loai" text NOT NULL,
	"ten_loai" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_vt" text NOT NULL,
	"ten_vt" text NOT NULL,
	"ma_dvt" text NOT NULL,
	"ma_nhom" text,
	"ma_loai" text,
	"ma_vach" text,
	"ma_thue" text,
	"gia_ban" numeric(18, 2) DEFAULT 0,
	"theo_doi_ton" boolean DEFAULT true NOT NULL,
	"tk_vt" text DEFAULT '1561',
	"tk_dt" text DEFAULT '5111',
	"tk_gv" text DEFAULT '632',
	"loai_vt" text DEFAULT 'VT' NOT NULL,
	"so_phut" numeric(18, 0),
	"so_buoi" numeric(18, 0) DEFAULT 1,
	"hinh_anh" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_vt", '') || ' ' || coalesce("ten_vt", '') || ' ' || coalesce("ma_vach", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_vt", '') || ' ' || coalesce("ten_vt", '') || ' ' || coalesce("ma_vach", '')))) STORED
);
--> statement-breakpoint
CREATE INDEX "conversion_units_ma_dvt" ON "conversion_units" USING btree ("ma_dvt");--> statement-breakpoint
CREATE INDEX "conversion_units_ma_vt_list" ON "conversion_units" USING btree ("ma_vt","id");--> statement-breakpoint
CREATE INDEX "conversion_units_status_list" ON "conversion_units" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_units_ma_vt_ma_dvt_unique" ON "conversion_units" USING btree ("ma_vt","ma_dvt");--> statement-breakpoint
CREATE UNIQUE INDEX "product_groups_ma_nhom_unique" ON "product_groups" USING btree ("ma_nhom");--> statement-breakpoint
CREATE INDEX "product_groups_ma_nhom_list" ON "product_groups" USING btree ("ma_nhom","id");--> statement-breakpoint
CREATE INDEX "product_groups_ten_nhom_list" ON "product_groups" USING btree ("ten_nhom" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "product_groups_status_list" ON "product_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "product_groups_search" ON "product_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_groups_search_pairs" ON "product_groups" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_ma_loai_unique" ON "product_types" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "product_types_ma_loai_list" ON "product_types" USING btree ("ma_loai","id");--> statement-breakpoint
CREATE INDEX "product_types_ten_loai_list" ON "product_types" USING btree ("ten_loai" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "product_types_status_list" ON "product_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "product_types_search" ON "product_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_types_search_pairs" ON "product_types" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ma_vt_unique" ON "products" USING btree ("ma_vt");--> statement-breakpoint
CREATE INDEX "products_ma_dvt" ON "products" USING btree ("ma_dvt");--> statement-breakpoint
CREATE INDEX "products_ma_nhom" ON "products" USING btree ("ma_nhom");--> statement-breakpoint
CREATE INDEX "products_ma_loai" ON "products" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "products_ma_thue" ON "products" USING btree ("ma_thue");--> statement-breakpoint
CREATE INDEX "products_ma_vt_list" ON "products" USING btree ("ma_vt","id");--> statement-breakpoint
CREATE INDEX "products_ten_vt_list" ON "products" USING btree ("ten_vt" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "products_gia_ban_list" ON "products" USING btree ("gia_ban","id");--> statement-breakpoint
CREATE INDEX "products_so_phut_list" ON "products" USING btree ("so_phut","id");--> statement-breakpoint
CREATE INDEX "products_status_list" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_search" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_pairs" ON "products" USING gin ("search_pairs");