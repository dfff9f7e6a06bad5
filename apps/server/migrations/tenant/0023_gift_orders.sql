CREATE TABLE "gift_order_details" (
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
	CONSTRAINT "gift_order_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "gift_orders" (
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
	"ma_kh" text
);
--> statement-breakpoint
ALTER TABLE "gift_order_details" ADD CONSTRAINT "gift_order_details_stt_rec_gift_orders_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."gift_orders"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_order_details_ma_vt" ON "gift_order_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_orders_number" ON "gift_orders" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "gift_orders_date" ON "gift_orders" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON gift_orders FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
