CREATE TABLE "package_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "package_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stt_rec_goi" uuid NOT NULL,
	"stt_rec" uuid NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"line" integer NOT NULL,
	"loai" text NOT NULL,
	"so_buoi" integer NOT NULL,
	"tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_bill_details" (
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
	"so_buoi" integer DEFAULT 1 NOT NULL,
	"nguon_ck" text,
	"so_ct_ck" text,
	"tl_ck" numeric(9, 4),
	CONSTRAINT "service_bill_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "service_bills" (
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
	"ma_kh" text,
	"ma_nvbh" text,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tien_thoi" numeric(18, 2) DEFAULT '0' NOT NULL,
	"con_no" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ma_ctkm" text
);
--> statement-breakpoint
CREATE TABLE "service_packages" (
	"stt_rec_goi" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_kh" text NOT NULL,
	"ma_vt" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"so_buoi" integer NOT NULL,
	"so_buoi_con" integer NOT NULL,
	"gia_buoi" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tien_con" numeric(18, 2) DEFAULT '0' NOT NULL,
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"huy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_packages_sessions" CHECK ("service_packages"."so_buoi_con" >= 0 AND "service_packages"."so_buoi_con" <= "service_packages"."so_buoi" AND "service_packages"."tien_con" >= 0)
);
--> statement-breakpoint
CREATE TABLE "serving_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"ma_vt" text NOT NULL,
	"so_luong" integer NOT NULL,
	"stt_rec_goi" uuid,
	"ma_nv" text,
	"gia_buoi" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "serving_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "servings" (
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
	"ma_kh" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "package_ledger" ADD CONSTRAINT "package_ledger_stt_rec_goi_service_packages_stt_rec_goi_fk" FOREIGN KEY ("stt_rec_goi") REFERENCES "public"."service_packages"("stt_rec_goi") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bill_details" ADD CONSTRAINT "service_bill_details_stt_rec_service_bills_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."service_bills"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serving_details" ADD CONSTRAINT "serving_details_stt_rec_servings_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."servings"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_ledger_package" ON "package_ledger" USING btree ("stt_rec_goi","id");--> statement-breakpoint
CREATE INDEX "package_ledger_document" ON "package_ledger" USING btree ("stt_rec");--> statement-breakpoint
CREATE INDEX "service_bill_details_ma_vt" ON "service_bill_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "service_bills_number" ON "service_bills" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "service_bills_date" ON "service_bills" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE INDEX "service_packages_customer" ON "service_packages" USING btree ("ma_kh","ma_vt");--> statement-breakpoint
CREATE INDEX "service_packages_bill" ON "service_packages" USING btree ("stt_rec");--> statement-breakpoint
CREATE INDEX "serving_details_ma_vt" ON "serving_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "servings_number" ON "servings" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "servings_date" ON "servings" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_size" CHECK ("so_buoi" > 0 AND "tien" >= 0 AND "gia_buoi" >= 0);--> statement-breakpoint
ALTER TABLE "serving_details" ADD CONSTRAINT "serving_details_sessions" CHECK ("so_luong" > 0);--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON service_bills FOR EACH ROW EXECUTE FUNCTION sen_period_lock();--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON servings FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
