CREATE TABLE "no_name_card_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "no_name_card_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"so_seri" text NOT NULL,
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
CREATE TABLE "no_name_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"so_seri" text NOT NULL,
	"ma_loai" text NOT NULL,
	"menh_gia" numeric(18, 2) NOT NULL,
	"trang_thai" text DEFAULT 'kho' NOT NULL,
	"so_du" numeric(18, 2) DEFAULT 0 NOT NULL,
	"ngay_phat_hanh" date NOT NULL,
	"ngay_ban" date,
	"ngay_het_han" date,
	"ma_dvcs_nhan" text,
	"stt_rec_ph" text,
	"stt_rec_chuyen" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("so_seri", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("so_seri", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "no_name_deposit_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"so_seri" text NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	CONSTRAINT "no_name_deposit_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "no_name_deposits" (
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
	"ma_kh" text,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tien_thoi" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_name_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ck" text NOT NULL,
	"ten_ck" text NOT NULL,
	"ma_loai" text,
	"tu_so_luong" numeric(18, 0) DEFAULT 1 NOT NULL,
	"tl_ck" numeric(9, 4) NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ck", '') || ' ' || coalesce("ten_ck", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ck", '') || ' ' || coalesce("ten_ck", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "no_name_issue_lines" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tu_seri" text NOT NULL,
	"den_seri" text NOT NULL,
	"so_luong" integer NOT NULL,
	"ma_loai" text NOT NULL,
	"menh_gia" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "no_name_issue_lines_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "no_name_issues" (
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
	"ma_loai" text NOT NULL,
	"tien_to" text DEFAULT '' NOT NULL,
	"tu_so" bigint NOT NULL,
	"den_so" bigint NOT NULL,
	"do_dai" integer NOT NULL,
	"so_luong" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_name_order_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tu_seri" text NOT NULL,
	"den_seri" text NOT NULL,
	"so_luong" integer NOT NULL,
	"ma_loai" text NOT NULL,
	"menh_gia" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gia" numeric(18, 2) NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"ma_ck" text,
	"tl_ck" numeric(9, 4) DEFAULT '0' NOT NULL,
	"ck" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "no_name_order_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "no_name_orders" (
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
	"ma_kh" text,
	"ma_nvbh" text,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tien_thoi" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tong_menh_gia" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_name_receive_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tu_seri" text NOT NULL,
	"den_seri" text NOT NULL,
	"so_luong" integer NOT NULL,
	"ma_loai" text NOT NULL,
	"menh_gia" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "no_name_receive_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "no_name_receives" (
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
	"stt_rec_ck" uuid NOT NULL,
	"so_ct_ck" text NOT NULL,
	"ma_dvcs_chuyen" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_name_transfer_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tu_seri" text NOT NULL,
	"den_seri" text NOT NULL,
	"so_luong" integer NOT NULL,
	"ma_loai" text NOT NULL,
	"menh_gia" numeric(18, 2) DEFAULT '0' NOT NULL,
	"so_seri_nhan" text,
	"tien" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "no_name_transfer_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "no_name_transfers" (
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
	"loai_chuyen" text NOT NULL,
	"ma_dvcs_nhan" text
);
--> statement-breakpoint
CREATE TABLE "no_name_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_loai" text NOT NULL,
	"ten_loai" text NOT NULL,
	"menh_gia" numeric(18, 2) NOT NULL,
	"gia_ban" numeric(18, 2) NOT NULL,
	"so_ngay" numeric(18, 0),
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
ALTER TABLE "no_name_deposit_details" ADD CONSTRAINT "no_name_deposit_details_stt_rec_no_name_deposits_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."no_name_deposits"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_name_issue_lines" ADD CONSTRAINT "no_name_issue_lines_stt_rec_no_name_issues_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."no_name_issues"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_name_order_details" ADD CONSTRAINT "no_name_order_details_stt_rec_no_name_orders_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."no_name_orders"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_name_receive_details" ADD CONSTRAINT "no_name_receive_details_stt_rec_no_name_receives_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."no_name_receives"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_name_transfer_details" ADD CONSTRAINT "no_name_transfer_details_stt_rec_no_name_transfers_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."no_name_transfers"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_name_card_ledger_card" ON "no_name_card_ledger" USING btree ("so_seri","id");--> statement-breakpoint
CREATE INDEX "no_name_card_ledger_document" ON "no_name_card_ledger" USING btree ("stt_rec");--> statement-breakpoint
CREATE UNIQUE INDEX "no_name_cards_so_seri_unique" ON "no_name_cards" USING btree ("so_seri");--> statement-breakpoint
CREATE INDEX "no_name_cards_so_seri_list" ON "no_name_cards" USING btree ("so_seri","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_ma_loai_list" ON "no_name_cards" USING btree ("ma_loai","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_menh_gia_list" ON "no_name_cards" USING btree ("menh_gia","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_trang_thai_list" ON "no_name_cards" USING btree ("trang_thai","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_so_du_list" ON "no_name_cards" USING btree ("so_du","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_ngay_phat_hanh_list" ON "no_name_cards" USING btree ("ngay_phat_hanh","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_ngay_ban_list" ON "no_name_cards" USING btree ("ngay_ban","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_ngay_het_han_list" ON "no_name_cards" USING btree ("ngay_het_han","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_ma_dvcs" ON "no_name_cards" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "no_name_cards_issue" ON "no_name_cards" USING btree ("stt_rec_ph");--> statement-breakpoint
CREATE INDEX "no_name_cards_transfer" ON "no_name_cards" USING btree ("stt_rec_chuyen");--> statement-breakpoint
CREATE INDEX "no_name_cards_search" ON "no_name_cards" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "no_name_cards_search_pairs" ON "no_name_cards" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "no_name_deposits_number" ON "no_name_deposits" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "no_name_deposits_date" ON "no_name_deposits" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "no_name_discounts_ma_ck_unique" ON "no_name_discounts" USING btree ("ma_ck");--> statement-breakpoint
CREATE INDEX "no_name_discounts_ma_ck_list" ON "no_name_discounts" USING btree ("ma_ck","id");--> statement-breakpoint
CREATE INDEX "no_name_discounts_ten_ck_list" ON "no_name_discounts" USING btree ("ten_ck" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "no_name_discounts_ma_loai_list" ON "no_name_discounts" USING btree ("ma_loai","id");--> statement-breakpoint
CREATE INDEX "no_name_discounts_tu_so_luong_list" ON "no_name_discounts" USING btree ("tu_so_luong","id");--> statement-breakpoint
CREATE INDEX "no_name_discounts_tl_ck_list" ON "no_name_discounts" USING btree ("tl_ck","id");--> statement-breakpoint
CREATE INDEX "no_name_discounts_tu_ngay_list" ON "no_name_discounts" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "no_name_discounts_den_ngay_list" ON "no_name_discounts" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "no_name_discounts_status_list" ON "no_name_discounts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "no_name_discounts_search" ON "no_name_discounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "no_name_discounts_search_pairs" ON "no_name_discounts" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "no_name_issues_number" ON "no_name_issues" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "no_name_issues_date" ON "no_name_issues" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "no_name_orders_number" ON "no_name_orders" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "no_name_orders_date" ON "no_name_orders" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "no_name_receives_number" ON "no_name_receives" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "no_name_receives_date" ON "no_name_receives" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "no_name_transfers_number" ON "no_name_transfers" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "no_name_transfers_date" ON "no_name_transfers" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "no_name_types_ma_loai_unique" ON "no_name_types" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "no_name_types_ma_loai_list" ON "no_name_types" USING btree ("ma_loai","id");--> statement-breakpoint
CREATE INDEX "no_name_types_ten_loai_list" ON "no_name_types" USING btree ("ten_loai" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "no_name_types_menh_gia_list" ON "no_name_types" USING btree ("menh_gia","id");--> statement-breakpoint
CREATE INDEX "no_name_types_gia_ban_list" ON "no_name_types" USING btree ("gia_ban","id");--> statement-breakpoint
CREATE INDEX "no_name_types_so_ngay_list" ON "no_name_types" USING btree ("so_ngay","id");--> statement-breakpoint
CREATE INDEX "no_name_types_status_list" ON "no_name_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "no_name_types_search" ON "no_name_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "no_name_types_search_pairs" ON "no_name_types" USING gin ("search_pairs");--> statement-breakpoint
ALTER TABLE "no_name_card_ledger" ADD CONSTRAINT "no_name_card_ledger_card_fk" FOREIGN KEY ("so_seri") REFERENCES "no_name_cards"("so_seri") ON UPDATE no action ON DELETE no action;--> statement-breakpoint
ALTER TABLE "no_name_cards" ADD CONSTRAINT "no_name_cards_balance_not_negative" CHECK ("so_du" >= 0);--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON no_name_issues FOR EACH ROW EXECUTE FUNCTION sen_period_lock();--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON no_name_orders FOR EACH ROW EXECUTE FUNCTION sen_period_lock();--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON no_name_deposits FOR EACH ROW EXECUTE FUNCTION sen_period_lock();--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON no_name_transfers FOR EACH ROW EXECUTE FUNCTION sen_period_lock();--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON no_name_receives FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
