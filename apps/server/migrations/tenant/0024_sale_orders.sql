CREATE TABLE "sale_order_details" (
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
	"xuat_kho" boolean DEFAULT false NOT NULL,
	"gia_von" numeric(24, 4) DEFAULT '0' NOT NULL,
	"tien_von" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sale_order_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "sale_orders" (
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
	"ma_kh" text NOT NULL,
	"ma_nvbh" text,
	"ngay_giao" date,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tien_thoi" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tien_coc" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retail_order_details" ADD COLUMN "line_dh" integer;--> statement-breakpoint
ALTER TABLE "retail_orders" ADD COLUMN "stt_rec_dh" uuid;--> statement-breakpoint
ALTER TABLE "retail_orders" ADD COLUMN "tien_coc" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_order_details" ADD CONSTRAINT "sale_order_details_stt_rec_sale_orders_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."sale_orders"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_order_details_ma_vt" ON "sale_order_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_number" ON "sale_orders" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "sale_orders_date" ON "sale_orders" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
ALTER TABLE "retail_orders" ADD CONSTRAINT "retail_orders_order_fk" FOREIGN KEY ("stt_rec_dh") REFERENCES "sale_orders"("stt_rec");--> statement-breakpoint
CREATE INDEX "retail_orders_order" ON "retail_orders" USING btree ("stt_rec_dh") WHERE "stt_rec_dh" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sale_orders_customer" ON "sale_orders" USING btree ("ma_kh");--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON sale_orders FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
