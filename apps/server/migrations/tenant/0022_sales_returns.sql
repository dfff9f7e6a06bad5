CREATE TABLE "sales_return_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvt" text NOT NULL,
	"so_luong" numeric(18, 3) NOT NULL,
	"gia" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ck" numeric(18, 2) DEFAULT '0' NOT NULL,
	"thue_suat" numeric(9, 4) DEFAULT '0' NOT NULL,
	"line_hd" integer NOT NULL,
	"he_so" numeric(18, 6) DEFAULT '1' NOT NULL,
	"so_luong_qd" numeric(24, 6) DEFAULT '0' NOT NULL,
	"xuat_kho" boolean DEFAULT false NOT NULL,
	"gia_von" numeric(24, 4) DEFAULT '0' NOT NULL,
	"tien_von" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_return_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "sales_returns" (
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
	"stt_rec_hd" uuid NOT NULL,
	"so_ct_hd" text NOT NULL,
	"ma_kho" text NOT NULL,
	"ma_kh" text,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"con_no" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_return_details" ADD CONSTRAINT "sales_return_details_stt_rec_sales_returns_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."sales_returns"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_return_details_ma_vt" ON "sales_return_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_number" ON "sales_returns" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "sales_returns_date" ON "sales_returns" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
ALTER TABLE "sales_returns" ADD CONSTRAINT "sales_returns_bill_fk" FOREIGN KEY ("stt_rec_hd") REFERENCES "retail_orders"("stt_rec");--> statement-breakpoint
CREATE INDEX "sales_returns_bill" ON "sales_returns" USING btree ("stt_rec_hd");--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON sales_returns FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
