CREATE TABLE "promotion_product_lines" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"ma_vt" text NOT NULL,
	"sl_tu" numeric(18, 3) DEFAULT '1' NOT NULL,
	"ck_phan_tram" numeric(9, 4) DEFAULT '0' NOT NULL,
	"ma_vt_tang" text,
	"sl_tang" numeric(18, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "promotion_product_lines_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"stt_rec" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"status" text NOT NULL,
	"dien_giai" text DEFAULT '' NOT NULL,
	"tong_tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tong_ck" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tong_thue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tong_thanh_toan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"ma_ctkm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_revenue" (
	"stt_rec" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"status" text NOT NULL,
	"dien_giai" text DEFAULT '' NOT NULL,
	"tong_tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tong_ck" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tong_thue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tong_thanh_toan" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"ma_ctkm" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_revenue_lines" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tu_tien" numeric(18, 2) NOT NULL,
	"tien_ck" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ck_phan_tram" numeric(9, 4) DEFAULT '0' NOT NULL,
	"ma_vt_tang" text,
	"sl_tang" numeric(18, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "promotion_revenue_lines_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ctkm" text NOT NULL,
	"ten_ctkm" text NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ma_dvcs" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ctkm", '') || ' ' || coalesce("ten_ctkm", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ctkm", '') || ' ' || coalesce("ten_ctkm", '')))) STORED
);
--> statement-breakpoint
ALTER TABLE "retail_order_details" ADD COLUMN "ma_ctkm" text;--> statement-breakpoint
ALTER TABLE "retail_order_details" ADD COLUMN "km" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_orders" ADD COLUMN "ma_ctkm" text;--> statement-breakpoint
ALTER TABLE "sale_order_details" ADD COLUMN "ma_ctkm" text;--> statement-breakpoint
ALTER TABLE "sale_order_details" ADD COLUMN "km" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD COLUMN "ma_ctkm" text;--> statement-breakpoint
ALTER TABLE "sales_return_details" ADD COLUMN "ma_ctkm" text;--> statement-breakpoint
ALTER TABLE "sales_return_details" ADD COLUMN "km" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_product_lines" ADD CONSTRAINT "promotion_product_lines_stt_rec_promotion_products_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."promotion_products"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_revenue_lines" ADD CONSTRAINT "promotion_revenue_lines_stt_rec_promotion_revenue_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."promotion_revenue"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_product_lines_ma_vt" ON "promotion_product_lines" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_products_number" ON "promotion_products" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "promotion_products_date" ON "promotion_products" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_revenue_number" ON "promotion_revenue" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "promotion_revenue_date" ON "promotion_revenue" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_ma_ctkm_unique" ON "promotions" USING btree ("ma_ctkm");--> statement-breakpoint
CREATE INDEX "promotions_ma_dvcs" ON "promotions" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "promotions_ma_ctkm_list" ON "promotions" USING btree ("ma_ctkm","id");--> statement-breakpoint
CREATE INDEX "promotions_ten_ctkm_list" ON "promotions" USING btree ("ten_ctkm" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "promotions_tu_ngay_list" ON "promotions" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "promotions_den_ngay_list" ON "promotions" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "promotions_status_list" ON "promotions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promotions_search" ON "promotions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promotions_search_pairs" ON "promotions" USING gin ("search_pairs");--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON promotion_products FOR EACH ROW EXECUTE FUNCTION sen_period_lock();--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON promotion_revenue FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
