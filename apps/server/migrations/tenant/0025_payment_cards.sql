CREATE TABLE "payment_card_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_card_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"ma_the" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"stt_rec" uuid,
	"ma_ct" text,
	"so_ct" text,
	"loai" text NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"dien_giai" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "payment_card_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_cs" text NOT NULL,
	"ten_cs" text NOT NULL,
	"tu_tien" numeric(18, 2) NOT NULL,
	"tien_km" numeric(18, 2) NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_cs", '') || ' ' || coalesce("ten_cs", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_cs", '') || ' ' || coalesce("ten_cs", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "payment_card_topup_lines" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"ma_the" text NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"tien_km" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "payment_card_topup_lines_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "payment_card_topups" (
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
	"ma_the" text NOT NULL,
	"ma_kh" text NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"ma_cs" text,
	"tien_km" numeric(18, 2) DEFAULT '0' NOT NULL,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tien_thoi" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_the" text NOT NULL,
	"ma_kh" text NOT NULL,
	"ngay_phat_hanh" date,
	"ngay_het_han" date,
	"so_du" numeric(18, 2) DEFAULT 0 NOT NULL,
	"khoa" boolean DEFAULT false NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_the", '') || ' ' || coalesce("ma_kh", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_the", '') || ' ' || coalesce("ma_kh", '')))) STORED
);
--> statement-breakpoint
ALTER TABLE "payment_card_topup_lines" ADD CONSTRAINT "payment_card_topup_lines_stt_rec_payment_card_topups_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."payment_card_topups"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_card_ledger_card" ON "payment_card_ledger" USING btree ("ma_the","id");--> statement-breakpoint
CREATE INDEX "payment_card_ledger_document" ON "payment_card_ledger" USING btree ("stt_rec");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_card_policies_ma_cs_unique" ON "payment_card_policies" USING btree ("ma_cs");--> statement-breakpoint
CREATE INDEX "payment_card_policies_ma_cs_list" ON "payment_card_policies" USING btree ("ma_cs","id");--> statement-breakpoint
CREATE INDEX "payment_card_policies_ten_cs_list" ON "payment_card_policies" USING btree ("ten_cs" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "payment_card_policies_tu_tien_list" ON "payment_card_policies" USING btree ("tu_tien","id");--> statement-breakpoint
CREATE INDEX "payment_card_policies_tien_km_list" ON "payment_card_policies" USING btree ("tien_km","id");--> statement-breakpoint
CREATE INDEX "payment_card_policies_tu_ngay_list" ON "payment_card_policies" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "payment_card_policies_den_ngay_list" ON "payment_card_policies" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "payment_card_policies_status_list" ON "payment_card_policies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payment_card_policies_search" ON "payment_card_policies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_card_policies_search_pairs" ON "payment_card_policies" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_card_topups_number" ON "payment_card_topups" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "payment_card_topups_date" ON "payment_card_topups" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_ma_the_unique" ON "payment_cards" USING btree ("ma_the");--> statement-breakpoint
CREATE INDEX "payment_cards_ma_the_list" ON "payment_cards" USING btree ("ma_the","id");--> statement-breakpoint
CREATE INDEX "payment_cards_ma_kh_list" ON "payment_cards" USING btree ("ma_kh","id");--> statement-breakpoint
CREATE INDEX "payment_cards_ngay_phat_hanh_list" ON "payment_cards" USING btree ("ngay_phat_hanh","id");--> statement-breakpoint
CREATE INDEX "payment_cards_ngay_het_han_list" ON "payment_cards" USING btree ("ngay_het_han","id");--> statement-breakpoint
CREATE INDEX "payment_cards_so_du_list" ON "payment_cards" USING btree ("so_du","id");--> statement-breakpoint
CREATE INDEX "payment_cards_status_list" ON "payment_cards" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "payment_cards_search" ON "payment_cards" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_cards_search_pairs" ON "payment_cards" USING gin ("search_pairs");--> statement-breakpoint
ALTER TABLE "payment_card_ledger" ADD CONSTRAINT "payment_card_ledger_card_fk" FOREIGN KEY ("ma_the") REFERENCES "payment_cards"("ma_the") ON UPDATE no action ON DELETE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_balance_not_negative" CHECK ("so_du" >= 0);--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON payment_card_topups FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
