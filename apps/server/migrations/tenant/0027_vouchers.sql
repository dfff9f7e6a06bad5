CREATE TABLE "voucher_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ma_voucher" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"stt_rec" uuid NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"so_lan" integer NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_loai" text NOT NULL,
	"ten_loai" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_voucher" text NOT NULL,
	"ten_voucher" text,
	"ma_loai" text,
	"loai_gt" text DEFAULT 'tien' NOT NULL,
	"gia_tri" numeric(18, 2) NOT NULL,
	"so_lan" numeric(18, 0) DEFAULT 1 NOT NULL,
	"da_dung" numeric(18, 0) DEFAULT 0 NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_voucher", '') || ' ' || coalesce("ten_voucher", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_voucher", '') || ' ' || coalesce("ten_voucher", '')))) STORED
);
--> statement-breakpoint
CREATE INDEX "voucher_ledger_voucher" ON "voucher_ledger" USING btree ("ma_voucher","id");--> statement-breakpoint
CREATE INDEX "voucher_ledger_document" ON "voucher_ledger" USING btree ("stt_rec");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_types_ma_loai_unique" ON "voucher_types" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "voucher_types_ma_loai_list" ON "voucher_types" USING btree ("ma_loai","id");--> statement-breakpoint
CREATE INDEX "voucher_types_ten_loai_list" ON "voucher_types" USING btree ("ten_loai" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "voucher_types_status_list" ON "voucher_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "voucher_types_search" ON "voucher_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "voucher_types_search_pairs" ON "voucher_types" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_ma_voucher_unique" ON "vouchers" USING btree ("ma_voucher");--> statement-breakpoint
CREATE INDEX "vouchers_ma_loai" ON "vouchers" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "vouchers_ma_voucher_list" ON "vouchers" USING btree ("ma_voucher","id");--> statement-breakpoint
CREATE INDEX "vouchers_ten_voucher_list" ON "vouchers" USING btree ("ten_voucher" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "vouchers_gia_tri_list" ON "vouchers" USING btree ("gia_tri","id");--> statement-breakpoint
CREATE INDEX "vouchers_so_lan_list" ON "vouchers" USING btree ("so_lan","id");--> statement-breakpoint
CREATE INDEX "vouchers_da_dung_list" ON "vouchers" USING btree ("da_dung","id");--> statement-breakpoint
CREATE INDEX "vouchers_tu_ngay_list" ON "vouchers" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "vouchers_den_ngay_list" ON "vouchers" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "vouchers_status_list" ON "vouchers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vouchers_search" ON "vouchers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vouchers_search_pairs" ON "vouchers" USING gin ("search_pairs");--> statement-breakpoint
ALTER TABLE "voucher_ledger" ADD CONSTRAINT "voucher_ledger_voucher_fk" FOREIGN KEY ("ma_voucher") REFERENCES "vouchers"("ma_voucher") ON UPDATE no action ON DELETE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_used_not_negative" CHECK ("da_dung" >= 0);
