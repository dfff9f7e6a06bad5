CREATE TABLE "commission_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stt_rec" uuid NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"line" integer NOT NULL,
	"stt_rec_goc" uuid NOT NULL,
	"line_goc" integer NOT NULL,
	"ma_nv" text NOT NULL,
	"vai_tro" text NOT NULL,
	"loai" text NOT NULL,
	"ma_vt" text NOT NULL,
	"so_luong" numeric(24, 3) NOT NULL,
	"doanh_so" numeric(18, 2) NOT NULL,
	"ma_quy_tac" text,
	"cach_tinh" text,
	"muc" numeric(18, 2) NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nhom_hh" text NOT NULL,
	"ten_nhom_hh" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_nhom_hh", '') || ' ' || coalesce("ten_nhom_hh", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_nhom_hh", '') || ' ' || coalesce("ten_nhom_hh", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_hh" text NOT NULL,
	"ten_hh" text NOT NULL,
	"vai_tro" text DEFAULT 'NVBH' NOT NULL,
	"ma_vt" text,
	"ma_nhom_hh" text,
	"ma_nhom" text,
	"cach_tinh" text DEFAULT 'TL' NOT NULL,
	"muc" numeric(18, 2) NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ma_dvcs" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_hh", '') || ' ' || coalesce("ten_hh", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_hh", '') || ' ' || coalesce("ten_hh", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "wage_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_vt" text NOT NULL,
	"ten_vt" text,
	"ma_nv" text,
	"ten_nv" text,
	"tien_cong" numeric(18, 2) NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ma_dvcs" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ma_nhom_hh" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dv_chinh" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_once" ON "commission_entries" USING btree ("stt_rec","line","ma_nv","vai_tro","loai");--> statement-breakpoint
CREATE INDEX "commission_entries_period" ON "commission_entries" USING btree ("ngay_ct","ma_dvcs","ma_nv");--> statement-breakpoint
CREATE INDEX "commission_entries_source" ON "commission_entries" USING btree ("stt_rec_goc","line_goc");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_groups_ma_nhom_hh_unique" ON "commission_groups" USING btree ("ma_nhom_hh");--> statement-breakpoint
CREATE INDEX "commission_groups_ma_nhom_hh_list" ON "commission_groups" USING btree ("ma_nhom_hh","id");--> statement-breakpoint
CREATE INDEX "commission_groups_ten_nhom_hh_list" ON "commission_groups" USING btree ("ten_nhom_hh" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "commission_groups_status_list" ON "commission_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "commission_groups_search" ON "commission_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commission_groups_search_pairs" ON "commission_groups" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_ma_hh_unique" ON "commission_rules" USING btree ("ma_hh");--> statement-breakpoint
CREATE INDEX "commission_rules_ma_vt" ON "commission_rules" USING btree ("ma_vt");--> statement-breakpoint
CREATE INDEX "commission_rules_ma_nhom_hh" ON "commission_rules" USING btree ("ma_nhom_hh");--> statement-breakpoint
CREATE INDEX "commission_rules_ma_nhom" ON "commission_rules" USING btree ("ma_nhom");--> statement-breakpoint
CREATE INDEX "commission_rules_ma_dvcs" ON "commission_rules" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "commission_rules_ma_hh_list" ON "commission_rules" USING btree ("ma_hh","id");--> statement-breakpoint
CREATE INDEX "commission_rules_ten_hh_list" ON "commission_rules" USING btree ("ten_hh" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "commission_rules_vai_tro_list" ON "commission_rules" USING btree ("vai_tro","id");--> statement-breakpoint
CREATE INDEX "commission_rules_muc_list" ON "commission_rules" USING btree ("muc","id");--> statement-breakpoint
CREATE INDEX "commission_rules_tu_ngay_list" ON "commission_rules" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "commission_rules_den_ngay_list" ON "commission_rules" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "commission_rules_status_list" ON "commission_rules" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "commission_rules_search" ON "commission_rules" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commission_rules_search_pairs" ON "commission_rules" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "wage_rules_ma_nv" ON "wage_rules" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "wage_rules_ma_dvcs" ON "wage_rules" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "wage_rules_ma_vt_list" ON "wage_rules" USING btree ("ma_vt","id");--> statement-breakpoint
CREATE INDEX "wage_rules_tien_cong_list" ON "wage_rules" USING btree ("tien_cong","id");--> statement-breakpoint
CREATE INDEX "wage_rules_tu_ngay_list" ON "wage_rules" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "wage_rules_den_ngay_list" ON "wage_rules" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "wage_rules_status_list" ON "wage_rules" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_ma_nhom_hh" ON "products" USING btree ("ma_nhom_hh");