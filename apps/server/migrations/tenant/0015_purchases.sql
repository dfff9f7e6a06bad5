CREATE TABLE "purchase_order_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvt" text NOT NULL,
	"so_luong" numeric(18, 3) NOT NULL,
	"gia" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ck" numeric(18, 2) DEFAULT '0' NOT NULL,
	"thue_suat" numeric(9, 4) DEFAULT '0' NOT NULL,
	"he_so" numeric(18, 6) DEFAULT '1' NOT NULL,
	"so_luong_qd" numeric(24, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_order_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
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
	"ma_ncc" text NOT NULL,
	"ma_kho" text NOT NULL,
	"ngay_giao" date
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ncc" text NOT NULL,
	"ten_ncc" text NOT NULL,
	"ma_so_thue" text,
	"dia_chi" text,
	"dien_thoai" text,
	"email" text,
	"nguoi_lien_he" text,
	"dt_lien_he" text,
	"so_ngay_no" numeric(18, 0) DEFAULT 0,
	"han_muc_no" numeric(18, 2) DEFAULT 0,
	"tk_cn" text DEFAULT '331' NOT NULL,
	"so_tai_khoan" text,
	"ngan_hang" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ncc", '') || ' ' || coalesce("ten_ncc", '') || ' ' || coalesce("ma_so_thue", '') || ' ' || coalesce("dien_thoai", '') || ' ' || coalesce("email", '') || ' ' || coalesce("nguoi_lien_he", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ncc", '') || ' ' || coalesce("ten_ncc", '') || ' ' || coalesce("ma_so_thue", '') || ' ' || coalesce("dien_thoai", '') || ' ' || coalesce("email", '') || ' ' || coalesce("nguoi_lien_he", '')))) STORED
);
--> statement-breakpoint
ALTER TABLE "purchase_order_details" ADD CONSTRAINT "purchase_order_details_stt_rec_purchase_orders_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."purchase_orders"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_details_ma_vt" ON "purchase_order_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number" ON "purchase_orders" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "purchase_orders_date" ON "purchase_orders" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_ma_ncc_unique" ON "suppliers" USING btree ("ma_ncc");--> statement-breakpoint
CREATE INDEX "suppliers_ma_ncc_list" ON "suppliers" USING btree ("ma_ncc","id");--> statement-breakpoint
CREATE INDEX "suppliers_ten_ncc_list" ON "suppliers" USING btree ("ten_ncc" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "suppliers_so_ngay_no_list" ON "suppliers" USING btree ("so_ngay_no","id");--> statement-breakpoint
CREATE INDEX "suppliers_han_muc_no_list" ON "suppliers" USING btree ("han_muc_no","id");--> statement-breakpoint
CREATE INDEX "suppliers_status_list" ON "suppliers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "suppliers_search" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_pairs" ON "suppliers" USING gin ("search_pairs");--> statement-breakpoint
-- Tenants created before purchase orders existed get the type too (new ones get it from the seed).
INSERT INTO "stt" ("ma_ct", "status", "ten_stt", "ten_stt_en", "color", "sort", "is_default", "created_by") VALUES
  ('DH1', '0', 'Lập chứng từ', 'Draft', '#8c8c8c', 10, true, 'system'),
  ('DH1', '1', 'Chờ duyệt', 'Awaiting approval', '#faad14', 20, false, 'system'),
  ('DH1', '2', 'Đã duyệt', 'Approved', '#52c41a', 30, false, 'system'),
  ('DH1', '9', 'Hủy', 'Cancelled', '#ff4d4f', 40, false, 'system')
ON CONFLICT ("ma_ct", "status") DO NOTHING;--> statement-breakpoint
INSERT INTO "voucher_infos" ("ma_ct", "status", "ten_ct", "ten_ct_en", "prefix", "ghi_so", "cho_sua", "created_by") VALUES
  ('DH1', '0', 'Đơn mua hàng trong nước', 'Domestic purchase order', 'DH', false, true, 'system'),
  ('DH1', '1', 'Đơn mua hàng trong nước', 'Domestic purchase order', 'DH', false, true, 'system'),
  ('DH1', '2', 'Đơn mua hàng trong nước', 'Domestic purchase order', 'DH', true, false, 'system'),
  ('DH1', '9', 'Đơn mua hàng trong nước', 'Domestic purchase order', 'DH', false, false, 'system')
ON CONFLICT ("ma_ct", "status") DO NOTHING;
