CREATE TABLE "product_consumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dv" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvt" text NOT NULL,
	"so_luong" numeric(18, 3) NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "product_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvcs" text,
	"thu" text,
	"tu_gio" text NOT NULL,
	"den_gio" text NOT NULL,
	"tu_ngay" date,
	"den_ngay" date,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ghi_chu", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ghi_chu", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_bo" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvt" text NOT NULL,
	"so_luong" numeric(18, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvt" text NOT NULL,
	"ma_dvcs" text,
	"gia" numeric(18, 2) NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE INDEX "product_consumes_ma_dvt" ON "product_consumes" USING btree ("ma_dvt");--> statement-breakpoint
CREATE INDEX "product_consumes_ma_dv_list" ON "product_consumes" USING btree ("ma_dv","id");--> statement-breakpoint
CREATE INDEX "product_consumes_ma_vt_list" ON "product_consumes" USING btree ("ma_vt","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_consumes_ma_dv_ma_vt_unique" ON "product_consumes" USING btree ("ma_dv","ma_vt");--> statement-breakpoint
CREATE INDEX "product_hours_ma_dvcs" ON "product_hours" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "product_hours_ma_vt_list" ON "product_hours" USING btree ("ma_vt","id");--> statement-breakpoint
CREATE INDEX "product_hours_tu_ngay_list" ON "product_hours" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "product_hours_den_ngay_list" ON "product_hours" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "product_hours_search" ON "product_hours" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_hours_search_pairs" ON "product_hours" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "product_sets_ma_dvt" ON "product_sets" USING btree ("ma_dvt");--> statement-breakpoint
CREATE INDEX "product_sets_ma_bo_list" ON "product_sets" USING btree ("ma_bo","id");--> statement-breakpoint
CREATE INDEX "product_sets_ma_vt_list" ON "product_sets" USING btree ("ma_vt","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sets_ma_bo_ma_vt_unique" ON "product_sets" USING btree ("ma_bo","ma_vt");--> statement-breakpoint
CREATE INDEX "rates_ma_dvt" ON "rates" USING btree ("ma_dvt");--> statement-breakpoint
CREATE INDEX "rates_ma_dvcs" ON "rates" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "rates_ma_vt_list" ON "rates" USING btree ("ma_vt","id");--> statement-breakpoint
CREATE INDEX "rates_gia_list" ON "rates" USING btree ("gia","id");--> statement-breakpoint
CREATE INDEX "rates_tu_ngay_list" ON "rates" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "rates_den_ngay_list" ON "rates" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_period_check" CHECK ("den_ngay" IS NULL OR "den_ngay" >= "tu_ngay");--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_no_overlap" EXCLUDE USING gist (
	"ma_vt" WITH =, "ma_dvt" WITH =, (coalesce("ma_dvcs", '')) WITH =,
	daterange("tu_ngay", "den_ngay", '[]') WITH &&
);--> statement-breakpoint
ALTER TABLE "product_hours" ADD CONSTRAINT "product_hours_period_check" CHECK ("den_ngay" IS NULL OR "tu_ngay" IS NULL OR "den_ngay" >= "tu_ngay");--> statement-breakpoint
ALTER TABLE "product_consumes" ADD CONSTRAINT "product_consumes_quantity_check" CHECK ("so_luong" > 0);--> statement-breakpoint
ALTER TABLE "product_sets" ADD CONSTRAINT "product_sets_quantity_check" CHECK ("so_luong" > 0);
