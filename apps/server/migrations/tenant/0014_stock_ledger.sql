CREATE TABLE "document_counters" (
	"ma_ct" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"nam" integer NOT NULL,
	"so" integer NOT NULL,
	CONSTRAINT "document_counters_ma_ct_ma_dvcs_nam_pk" PRIMARY KEY("ma_ct","ma_dvcs","nam")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"body_hash" text NOT NULL,
	"status_code" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_order_details" (
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
	"gia_von" numeric(24, 4) DEFAULT '0' NOT NULL,
	"tien_von" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "delivery_order_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "delivery_orders" (
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
	"ma_kho" text NOT NULL,
	"ong_ba" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_stock_details" (
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
	"gia_von" numeric(24, 4) DEFAULT '0' NOT NULL,
	"tien_von" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "opening_stock_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "opening_stocks" (
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
	"ma_kho" text NOT NULL,
	"ong_ba" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_order_details" (
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
	"gia_von" numeric(24, 4) DEFAULT '0' NOT NULL,
	"tien_von" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "receipt_order_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "receipt_orders" (
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
	"ma_kho" text NOT NULL,
	"ong_ba" text DEFAULT '' NOT NULL,
	"stt_rec_dh" uuid,
	"ma_ncc" text
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"ma_kho" text NOT NULL,
	"ma_vt" text NOT NULL,
	"so_luong" numeric(24, 6) DEFAULT '0' NOT NULL,
	"gia_tri" numeric(20, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_ma_kho_ma_vt_pk" PRIMARY KEY("ma_kho","ma_vt")
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stt_rec" uuid NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_kho" text NOT NULL,
	"ma_vt" text NOT NULL,
	"line" integer NOT NULL,
	"dien_giai" text DEFAULT '' NOT NULL,
	"so_luong" numeric(24, 6) NOT NULL,
	"gia_tri" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_order_details" (
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
	"gia_von" numeric(24, 4) DEFAULT '0' NOT NULL,
	"tien_von" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "transfer_order_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "transfer_orders" (
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
	"ma_kho" text NOT NULL,
	"ong_ba" text DEFAULT '' NOT NULL,
	"ma_kho_nhan" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_order_details" ADD CONSTRAINT "delivery_order_details_stt_rec_delivery_orders_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."delivery_orders"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_stock_details" ADD CONSTRAINT "opening_stock_details_stt_rec_opening_stocks_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."opening_stocks"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_order_details" ADD CONSTRAINT "receipt_order_details_stt_rec_receipt_orders_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."receipt_orders"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_order_details" ADD CONSTRAINT "transfer_order_details_stt_rec_transfer_orders_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."transfer_orders"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_name","key");--> statement-breakpoint
CREATE INDEX "delivery_order_details_ma_vt" ON "delivery_order_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_orders_number" ON "delivery_orders" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "delivery_orders_date" ON "delivery_orders" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE INDEX "opening_stock_details_ma_vt" ON "opening_stock_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_stocks_number" ON "opening_stocks" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "opening_stocks_date" ON "opening_stocks" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE INDEX "receipt_order_details_ma_vt" ON "receipt_order_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_orders_number" ON "receipt_orders" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "receipt_orders_date" ON "receipt_orders" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE INDEX "stock_ledger_card" ON "stock_ledger" USING btree ("ma_vt","ma_kho","ngay_ct","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_date" ON "stock_ledger" USING btree ("ngay_ct");--> statement-breakpoint
CREATE INDEX "stock_ledger_document" ON "stock_ledger" USING btree ("stt_rec");--> statement-breakpoint
CREATE INDEX "transfer_order_details_ma_vt" ON "transfer_order_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_number" ON "transfer_orders" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "transfer_orders_date" ON "transfer_orders" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
-- Tenants created before transfers and opening balances existed get their types too (new ones get them from the seed).
INSERT INTO "stt" ("ma_ct", "status", "ten_stt", "ten_stt_en", "color", "sort", "is_default", "created_by") VALUES
  ('DC1', '0', 'Lập chứng từ', 'Draft', '#8c8c8c', 10, true, 'system'),
  ('DC1', '2', 'Đã ghi sổ', 'Posted', '#52c41a', 20, false, 'system'),
  ('DC1', '9', 'Hủy', 'Cancelled', '#ff4d4f', 30, false, 'system'),
  ('DK1', '0', 'Lập chứng từ', 'Draft', '#8c8c8c', 10, true, 'system'),
  ('DK1', '2', 'Đã ghi sổ', 'Posted', '#52c41a', 20, false, 'system'),
  ('DK1', '9', 'Hủy', 'Cancelled', '#ff4d4f', 30, false, 'system')
ON CONFLICT ("ma_ct", "status") DO NOTHING;--> statement-breakpoint
INSERT INTO "voucher_infos" ("ma_ct", "status", "ten_ct", "ten_ct_en", "prefix", "ghi_so", "cho_sua", "created_by") VALUES
  ('DC1', '0', 'Phiếu điều chuyển kho', 'Stock transfer', 'DC', false, true, 'system'),
  ('DC1', '2', 'Phiếu điều chuyển kho', 'Stock transfer', 'DC', true, false, 'system'),
  ('DC1', '9', 'Phiếu điều chuyển kho', 'Stock transfer', 'DC', false, false, 'system'),
  ('DK1', '0', 'Tồn đầu kỳ', 'Opening stock', 'DK', false, true, 'system'),
  ('DK1', '2', 'Tồn đầu kỳ', 'Opening stock', 'DK', true, false, 'system'),
  ('DK1', '9', 'Tồn đầu kỳ', 'Opening stock', 'DK', false, false, 'system')
ON CONFLICT ("ma_ct", "status") DO NOTHING;
