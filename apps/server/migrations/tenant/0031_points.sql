CREATE TABLE "customer_points" (
	"ma_kh" text PRIMARY KEY NOT NULL,
	"so_diem" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_points_not_negative" CHECK ("customer_points"."so_diem" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_exchange_details" (
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
	"diem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_exchange_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "gift_exchanges" (
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
	"ma_kh" text NOT NULL,
	"tong_diem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ma_kh" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"stt_rec" uuid NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"loai" text NOT NULL,
	"diem" integer NOT NULL,
	"stt_rec_tich" uuid,
	"tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ma_qd" text,
	"tien_tich_diem" numeric(18, 2),
	"gia_tri_diem" numeric(18, 2),
	"dien_giai" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "point_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_qd" text NOT NULL,
	"ten_qd" text NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ma_dvcs" text,
	"tien_tich_diem" numeric(18, 2) NOT NULL,
	"gia_tri_diem" numeric(18, 2) NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_qd", '') || ' ' || coalesce("ten_qd", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_qd", '') || ' ' || coalesce("ten_qd", '')))) STORED
);
--> statement-breakpoint
ALTER TABLE "gift_exchange_details" ADD CONSTRAINT "gift_exchange_details_stt_rec_gift_exchanges_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."gift_exchanges"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_exchange_details_ma_vt" ON "gift_exchange_details" USING btree ("ma_vt");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_exchanges_number" ON "gift_exchanges" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "gift_exchanges_date" ON "gift_exchanges" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE INDEX "point_ledger_customer" ON "point_ledger" USING btree ("ma_kh","id");--> statement-breakpoint
CREATE INDEX "point_ledger_document" ON "point_ledger" USING btree ("stt_rec");--> statement-breakpoint
CREATE INDEX "point_ledger_earning" ON "point_ledger" USING btree ("stt_rec_tich");--> statement-breakpoint
CREATE UNIQUE INDEX "point_rules_ma_qd_unique" ON "point_rules" USING btree ("ma_qd");--> statement-breakpoint
CREATE INDEX "point_rules_ma_dvcs" ON "point_rules" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "point_rules_ma_qd_list" ON "point_rules" USING btree ("ma_qd","id");--> statement-breakpoint
CREATE INDEX "point_rules_ten_qd_list" ON "point_rules" USING btree ("ten_qd" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "point_rules_tu_ngay_list" ON "point_rules" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "point_rules_den_ngay_list" ON "point_rules" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "point_rules_tien_tich_diem_list" ON "point_rules" USING btree ("tien_tich_diem","id");--> statement-breakpoint
CREATE INDEX "point_rules_gia_tri_diem_list" ON "point_rules" USING btree ("gia_tri_diem","id");--> statement-breakpoint
CREATE INDEX "point_rules_status_list" ON "point_rules" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "point_rules_search" ON "point_rules" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "point_rules_search_pairs" ON "point_rules" USING gin ("search_pairs");--> statement-breakpoint
ALTER TABLE "point_rules" ADD CONSTRAINT "point_rules_rates" CHECK ("tien_tich_diem" > 0 AND "gia_tri_diem" > 0 AND ("den_ngay" IS NULL OR "den_ngay" >= "tu_ngay"));--> statement-breakpoint
ALTER TABLE "gift_exchange_details" ADD CONSTRAINT "gift_exchange_details_points" CHECK ("diem" >= 0);--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON gift_exchanges FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
