CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"session_id" uuid,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"record_id" text,
	"old_values" jsonb,
	"new_values" jsonb
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_thue" text NOT NULL,
	"ten_thue" text NOT NULL,
	"thue_suat" numeric(9, 4) NOT NULL,
	"tk_thue" text,
	"ngay_hieu_luc" date NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_thue", '') || ' ' || coalesce("ten_thue", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ck" text NOT NULL,
	"ten_ck" text NOT NULL,
	"loai_ck" text DEFAULT 'percent' NOT NULL,
	"gia_tri" numeric(18, 2) NOT NULL,
	"tu_ngay" date,
	"den_ngay" date,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ck", '') || ' ' || coalesce("ten_ck", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvt" text NOT NULL,
	"ten_dvt" text NOT NULL,
	"ten_dvt_en" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_dvt", '') || ' ' || coalesce("ten_dvt", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_kho" text NOT NULL,
	"ten_kho" text NOT NULL,
	"dia_chi" text,
	"dien_thoai" text,
	"thu_kho" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_kho", '') || ' ' || coalesce("ten_kho", '') || ' ' || coalesce("dia_chi", '') || ' ' || coalesce("dien_thoai", ''))) STORED
);
--> statement-breakpoint
CREATE INDEX "audit_logs_at" ON "audit_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_record" ON "audit_logs" USING btree ("entity","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_ma_thue_unique" ON "taxes" USING btree ("ma_thue");--> statement-breakpoint
CREATE INDEX "taxes_ten_thue" ON "taxes" USING btree ("ten_thue");--> statement-breakpoint
CREATE INDEX "taxes_thue_suat" ON "taxes" USING btree ("thue_suat");--> statement-breakpoint
CREATE INDEX "taxes_ngay_hieu_luc" ON "taxes" USING btree ("ngay_hieu_luc");--> statement-breakpoint
CREATE INDEX "taxes_status" ON "taxes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "taxes_search" ON "taxes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_ma_ck_unique" ON "discount_codes" USING btree ("ma_ck");--> statement-breakpoint
CREATE INDEX "discount_codes_ten_ck" ON "discount_codes" USING btree ("ten_ck");--> statement-breakpoint
CREATE INDEX "discount_codes_gia_tri" ON "discount_codes" USING btree ("gia_tri");--> statement-breakpoint
CREATE INDEX "discount_codes_tu_ngay" ON "discount_codes" USING btree ("tu_ngay");--> statement-breakpoint
CREATE INDEX "discount_codes_den_ngay" ON "discount_codes" USING btree ("den_ngay");--> statement-breakpoint
CREATE INDEX "discount_codes_status" ON "discount_codes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "discount_codes_search" ON "discount_codes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "units_ma_dvt_unique" ON "units" USING btree ("ma_dvt");--> statement-breakpoint
CREATE INDEX "units_ten_dvt" ON "units" USING btree ("ten_dvt");--> statement-breakpoint
CREATE INDEX "units_status" ON "units" USING btree ("status");--> statement-breakpoint
CREATE INDEX "units_search" ON "units" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_ma_kho_unique" ON "warehouses" USING btree ("ma_kho");--> statement-breakpoint
CREATE INDEX "warehouses_ten_kho" ON "warehouses" USING btree ("ten_kho");--> statement-breakpoint
CREATE INDEX "warehouses_thu_kho" ON "warehouses" USING btree ("thu_kho");--> statement-breakpoint
CREATE INDEX "warehouses_status" ON "warehouses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "warehouses_ma_dvcs" ON "warehouses" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "warehouses_search" ON "warehouses" USING gin ("search_text" gin_trgm_ops);