CREATE TABLE "voucher_infos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ct" text NOT NULL,
	"status" text NOT NULL,
	"ten_ct" text NOT NULL,
	"ten_ct_en" text,
	"prefix" text,
	"ghi_so" boolean DEFAULT false NOT NULL,
	"cho_sua" boolean DEFAULT true NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ct", '') || ' ' || coalesce("ten_ct", '') || ' ' || coalesce("prefix", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "call_center_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"extension" text NOT NULL,
	"ten" text NOT NULL,
	"user_name" text,
	"provider_code" text,
	"phone_number" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("extension", '') || ' ' || coalesce("ten", '') || ' ' || coalesce("user_name", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "call_center_phone_numbers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"so_dien_thoai" text NOT NULL,
	"ten" text NOT NULL,
	"provider_code" text,
	"ma_dvcs" text,
	"huong_goi" text DEFAULT 'both' NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("so_dien_thoai", '') || ' ' || coalesce("ten", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "layout_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"position" text DEFAULT 'dashboard' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"tu_ngay" date,
	"den_ngay" date,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("title", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "custom1" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma", '') || ' ' || coalesce("ten", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "custom2" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma", '') || ' ' || coalesce("ten", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "custom3" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma", '') || ' ' || coalesce("ten", ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "branches" DROP CONSTRAINT "branches_ma_dvcs_unique";--> statement-breakpoint
ALTER TABLE "commands" DROP CONSTRAINT "commands_menu_id_unique";--> statement-breakpoint
ALTER TABLE "call_center_providers" DROP CONSTRAINT "call_center_providers_code_unique";--> statement-breakpoint
ALTER TABLE "dictionaries" DROP CONSTRAINT "dictionaries_ma_tudien_unique";--> statement-breakpoint
ALTER TABLE "stt" DROP CONSTRAINT "stt_ma_ct_status_unique";--> statement-breakpoint
-- Script lists become one address a line (the engine's multi-line url field); written by hand
-- so that the lists a tenant entered survive: '["a","b"]' becomes 'a' || E'\n' || 'b', '[]' NULL.
CREATE FUNCTION sen_json_lines(list jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(string_agg(line, E'\n'), '') FROM jsonb_array_elements_text(list) AS line
$$;--> statement-breakpoint
ALTER TABLE "call_center_providers" ALTER COLUMN "libs" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "call_center_providers" ALTER COLUMN "libs" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "call_center_providers" ALTER COLUMN "libs" SET DATA TYPE text USING sen_json_lines("libs");--> statement-breakpoint
ALTER TABLE "call_center_providers" ALTER COLUMN "widget_libs" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "call_center_providers" ALTER COLUMN "widget_libs" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "call_center_providers" ALTER COLUMN "widget_libs" SET DATA TYPE text USING sen_json_lines("widget_libs");--> statement-breakpoint
DROP FUNCTION sen_json_lines(jsonb);--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_dvcs", '') || ' ' || coalesce("ten_dvcs", '') || ' ' || coalesce("address", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("tax_code", ''))) STORED;--> statement-breakpoint
ALTER TABLE "commands" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("menu_id", '') || ' ' || coalesce("command", '') || ' ' || coalesce("title", ''))) STORED;--> statement-breakpoint
ALTER TABLE "call_center_providers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("code", '') || ' ' || coalesce("name", ''))) STORED;--> statement-breakpoint
ALTER TABLE "dictionaries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_tudien", '') || ' ' || coalesce("ten_tudien", '') || ' ' || coalesce("group", ''))) STORED;--> statement-breakpoint
ALTER TABLE "stt" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ct", '') || ' ' || coalesce("ten_stt", ''))) STORED;--> statement-breakpoint
CREATE INDEX "voucher_infos_ma_ct" ON "voucher_infos" USING btree ("ma_ct");--> statement-breakpoint
CREATE INDEX "voucher_infos_status" ON "voucher_infos" USING btree ("status");--> statement-breakpoint
CREATE INDEX "voucher_infos_ten_ct" ON "voucher_infos" USING btree ("ten_ct");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_infos_ma_ct_status_unique" ON "voucher_infos" USING btree ("ma_ct","status");--> statement-breakpoint
CREATE INDEX "voucher_infos_search" ON "voucher_infos" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_extensions_extension_unique" ON "call_center_extensions" USING btree ("extension");--> statement-breakpoint
CREATE INDEX "call_center_extensions_ten" ON "call_center_extensions" USING btree ("ten");--> statement-breakpoint
CREATE INDEX "call_center_extensions_status" ON "call_center_extensions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "call_center_extensions_ma_dvcs" ON "call_center_extensions" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "call_center_extensions_search" ON "call_center_extensions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_phone_numbers_so_dien_thoai_unique" ON "call_center_phone_numbers" USING btree ("so_dien_thoai");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_ten" ON "call_center_phone_numbers" USING btree ("ten");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_status" ON "call_center_phone_numbers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_search" ON "call_center_phone_numbers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "layout_banners_title" ON "layout_banners" USING btree ("title");--> statement-breakpoint
CREATE INDEX "layout_banners_position" ON "layout_banners" USING btree ("position");--> statement-breakpoint
CREATE INDEX "layout_banners_sort" ON "layout_banners" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "layout_banners_tu_ngay" ON "layout_banners" USING btree ("tu_ngay");--> statement-breakpoint
CREATE INDEX "layout_banners_den_ngay" ON "layout_banners" USING btree ("den_ngay");--> statement-breakpoint
CREATE INDEX "layout_banners_status" ON "layout_banners" USING btree ("status");--> statement-breakpoint
CREATE INDEX "layout_banners_search" ON "layout_banners" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "custom1_ma_unique" ON "custom1" USING btree ("ma");--> statement-breakpoint
CREATE INDEX "custom1_ten" ON "custom1" USING btree ("ten");--> statement-breakpoint
CREATE INDEX "custom1_status" ON "custom1" USING btree ("status");--> statement-breakpoint
CREATE INDEX "custom1_search" ON "custom1" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "custom2_ma_unique" ON "custom2" USING btree ("ma");--> statement-breakpoint
CREATE INDEX "custom2_ten" ON "custom2" USING btree ("ten");--> statement-breakpoint
CREATE INDEX "custom2_status" ON "custom2" USING btree ("status");--> statement-breakpoint
CREATE INDEX "custom2_search" ON "custom2" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "custom3_ma_unique" ON "custom3" USING btree ("ma");--> statement-breakpoint
CREATE INDEX "custom3_ten" ON "custom3" USING btree ("ten");--> statement-breakpoint
CREATE INDEX "custom3_status" ON "custom3" USING btree ("status");--> statement-breakpoint
CREATE INDEX "custom3_search" ON "custom3" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "branches_ma_dvcs_unique" ON "branches" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "branches_ten_dvcs" ON "branches" USING btree ("ten_dvcs");--> statement-breakpoint
CREATE INDEX "branches_status" ON "branches" USING btree ("status");--> statement-breakpoint
CREATE INDEX "branches_search" ON "branches" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "commands_menu_id_unique" ON "commands" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "commands_title" ON "commands" USING btree ("title");--> statement-breakpoint
CREATE INDEX "commands_sort" ON "commands" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "commands_status" ON "commands" USING btree ("status");--> statement-breakpoint
CREATE INDEX "commands_search" ON "commands" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "call_center_providers_code_unique" ON "call_center_providers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "call_center_providers_name" ON "call_center_providers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "call_center_providers_enable" ON "call_center_providers" USING btree ("enable");--> statement-breakpoint
CREATE INDEX "call_center_providers_search" ON "call_center_providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_ma_tudien_unique" ON "dictionaries" USING btree ("ma_tudien");--> statement-breakpoint
CREATE INDEX "dictionaries_ten_tudien" ON "dictionaries" USING btree ("ten_tudien");--> statement-breakpoint
CREATE INDEX "dictionaries_group" ON "dictionaries" USING btree ("group");--> statement-breakpoint
CREATE INDEX "dictionaries_sort" ON "dictionaries" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "dictionaries_status" ON "dictionaries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dictionaries_search" ON "dictionaries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stt_ma_ct" ON "stt" USING btree ("ma_ct");--> statement-breakpoint
CREATE INDEX "stt_status" ON "stt" USING btree ("status");--> statement-breakpoint
CREATE INDEX "stt_ten_stt" ON "stt" USING btree ("ten_stt");--> statement-breakpoint
CREATE INDEX "stt_sort" ON "stt" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "stt_active" ON "stt" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "stt_ma_ct_status_unique" ON "stt" USING btree ("ma_ct","status");--> statement-breakpoint
CREATE INDEX "stt_search" ON "stt" USING gin ("search_text" gin_trgm_ops);