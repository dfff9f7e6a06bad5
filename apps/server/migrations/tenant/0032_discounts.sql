CREATE TABLE "discount_lines" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"ma_vt" text,
	"nh_vt" text,
	"tl_ck" numeric(9, 4) DEFAULT '0' NOT NULL,
	"tien_ck" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "discount_lines_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
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
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ma_dvcs_ck" text,
	"ma_kh" text,
	"nh_kh" text
);
--> statement-breakpoint
ALTER TABLE "retail_order_details" ADD COLUMN "nguon_ck" text;--> statement-breakpoint
ALTER TABLE "retail_order_details" ADD COLUMN "so_ct_ck" text;--> statement-breakpoint
ALTER TABLE "retail_order_details" ADD COLUMN "tl_ck" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "sale_order_details" ADD COLUMN "nguon_ck" text;--> statement-breakpoint
ALTER TABLE "sale_order_details" ADD COLUMN "so_ct_ck" text;--> statement-breakpoint
ALTER TABLE "sale_order_details" ADD COLUMN "tl_ck" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "discount_lines" ADD CONSTRAINT "discount_lines_stt_rec_discounts_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."discounts"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_lines_ma_vt" ON "discount_lines" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_number" ON "discounts" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "discounts_date" ON "discounts" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_days" CHECK ("den_ngay" IS NULL OR "den_ngay" >= "tu_ngay");--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_whom" CHECK ("ma_kh" IS NULL OR "nh_kh" IS NULL);--> statement-breakpoint
ALTER TABLE "discount_lines" ADD CONSTRAINT "discount_lines_what" CHECK ("ma_vt" IS NULL OR "nh_vt" IS NULL);--> statement-breakpoint
ALTER TABLE "discount_lines" ADD CONSTRAINT "discount_lines_amount" CHECK ("tl_ck" BETWEEN 0 AND 100 AND "tien_ck" >= 0 AND ("tl_ck" > 0) <> ("tien_ck" > 0));--> statement-breakpoint
ALTER TABLE "retail_order_details" ADD CONSTRAINT "retail_order_details_nguon_ck" CHECK ("nguon_ck" IN ('KM', 'CK', 'THE', 'TAY'));--> statement-breakpoint
ALTER TABLE "sale_order_details" ADD CONSTRAINT "sale_order_details_nguon_ck" CHECK ("nguon_ck" IN ('KM', 'CK', 'THE', 'TAY'));--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON discounts FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
