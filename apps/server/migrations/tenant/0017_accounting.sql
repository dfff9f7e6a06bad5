CREATE TABLE "account_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nam" numeric(18, 0) NOT NULL,
	"ma_dvcs" text NOT NULL,
	"tk" text NOT NULL,
	"du_no" numeric(18, 2) DEFAULT 0,
	"du_co" numeric(18, 2) DEFAULT 0,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("tk", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("tk", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "account_totals" (
	"tk" text NOT NULL,
	"ma_dvcs" text NOT NULL,
	"thang" date NOT NULL,
	"ps_no" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ps_co" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "account_totals_tk_ma_dvcs_thang_pk" PRIMARY KEY("tk","ma_dvcs","thang")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tk" text NOT NULL,
	"ten_tk" text NOT NULL,
	"ten_tk_en" text,
	"tk_me" text,
	"cap" numeric(18, 0) DEFAULT 1,
	"loai" text DEFAULT 'no' NOT NULL,
	"theo_doi_kh" boolean DEFAULT false NOT NULL,
	"theo_doi_nv" boolean DEFAULT false NOT NULL,
	"theo_doi_kho" boolean DEFAULT false NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("tk", '') || ' ' || coalesce("ten_tk", '') || ' ' || coalesce("tk_me", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("tk", '') || ' ' || coalesce("ten_tk", '') || ' ' || coalesce("tk_me", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "bank_payment_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tk" text NOT NULL,
	"tien_nt" numeric(18, 2) NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"dien_giai" text DEFAULT '' NOT NULL,
	"ma_phi" text,
	CONSTRAINT "bank_payment_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "bank_payments" (
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
	"tk" text NOT NULL,
	"ma_kh" text,
	"ong_ba" text DEFAULT '' NOT NULL,
	"dia_chi" text DEFAULT '' NOT NULL,
	"chung_tu_goc" text DEFAULT '' NOT NULL,
	"ma_nt" text DEFAULT 'VND' NOT NULL,
	"ty_gia" numeric(18, 4) DEFAULT '1' NOT NULL,
	"tong_tien_nt" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_receipt_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tk" text NOT NULL,
	"tien_nt" numeric(18, 2) NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"dien_giai" text DEFAULT '' NOT NULL,
	"ma_phi" text,
	CONSTRAINT "bank_receipt_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "bank_receipts" (
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
	"tk" text NOT NULL,
	"ma_kh" text,
	"ong_ba" text DEFAULT '' NOT NULL,
	"dia_chi" text DEFAULT '' NOT NULL,
	"chung_tu_goc" text DEFAULT '' NOT NULL,
	"ma_nt" text DEFAULT 'VND' NOT NULL,
	"ty_gia" numeric(18, 4) DEFAULT '1' NOT NULL,
	"tong_tien_nt" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_payment_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tk" text NOT NULL,
	"tien_nt" numeric(18, 2) NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"dien_giai" text DEFAULT '' NOT NULL,
	"ma_phi" text,
	CONSTRAINT "cash_payment_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "cash_payments" (
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
	"tk" text NOT NULL,
	"ma_kh" text,
	"ong_ba" text DEFAULT '' NOT NULL,
	"dia_chi" text DEFAULT '' NOT NULL,
	"chung_tu_goc" text DEFAULT '' NOT NULL,
	"ma_nt" text DEFAULT 'VND' NOT NULL,
	"ty_gia" numeric(18, 4) DEFAULT '1' NOT NULL,
	"tong_tien_nt" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_receipt_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tk" text NOT NULL,
	"tien_nt" numeric(18, 2) NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"dien_giai" text DEFAULT '' NOT NULL,
	"ma_phi" text,
	CONSTRAINT "cash_receipt_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "cash_receipts" (
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
	"tk" text NOT NULL,
	"ma_kh" text,
	"ong_ba" text DEFAULT '' NOT NULL,
	"dia_chi" text DEFAULT '' NOT NULL,
	"chung_tu_goc" text DEFAULT '' NOT NULL,
	"ma_nt" text DEFAULT 'VND' NOT NULL,
	"ty_gia" numeric(18, 4) DEFAULT '1' NOT NULL,
	"tong_tien_nt" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nt" text NOT NULL,
	"ten_nt" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_nt", '') || ' ' || coalesce("ten_nt", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_nt", '') || ' ' || coalesce("ten_nt", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "customer_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nam" numeric(18, 0) NOT NULL,
	"ma_dvcs" text NOT NULL,
	"tk" text NOT NULL,
	"ma_kh" text NOT NULL,
	"du_no" numeric(18, 2) DEFAULT 0,
	"du_co" numeric(18, 2) DEFAULT 0,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("tk", '') || ' ' || coalesce("ma_kh", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("tk", '') || ' ' || coalesce("ma_kh", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nt" text NOT NULL,
	"ngay" date NOT NULL,
	"ty_gia" numeric(18, 4) NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_nt", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_nt", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "general_voucher_details" (
	"stt_rec" uuid NOT NULL,
	"line" integer NOT NULL,
	"tk" text NOT NULL,
	"ps_no" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ps_co" numeric(18, 2) DEFAULT '0' NOT NULL,
	"ma_kh" text,
	"dien_giai" text DEFAULT '' NOT NULL,
	CONSTRAINT "general_voucher_details_stt_rec_line_pk" PRIMARY KEY("stt_rec","line")
);
--> statement-breakpoint
CREATE TABLE "general_vouchers" (
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
	"ma_nt" text DEFAULT 'VND' NOT NULL,
	"ty_gia" numeric(18, 4) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stt_rec" uuid NOT NULL,
	"ma_ct" text NOT NULL,
	"so_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"line" integer NOT NULL,
	"tk_no" text NOT NULL,
	"tk_co" text NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"ma_kh" text,
	"ma_nv" text,
	"ma_kho" text,
	"dien_giai" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ct" text NOT NULL,
	"ma_bt" text NOT NULL,
	"ten_bt" text NOT NULL,
	"tk_no" text NOT NULL,
	"tk_co" text NOT NULL,
	"so_tien" text DEFAULT 'tien_hang' NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ct", '') || ' ' || coalesce("ma_bt", '') || ' ' || coalesce("ten_bt", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ct", '') || ' ' || coalesce("ma_bt", '') || ' ' || coalesce("ten_bt", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "voucher_locks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text,
	"ngay_khoa" date NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "bank_payment_details" ADD CONSTRAINT "bank_payment_details_stt_rec_bank_payments_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."bank_payments"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_receipt_details" ADD CONSTRAINT "bank_receipt_details_stt_rec_bank_receipts_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."bank_receipts"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_payment_details" ADD CONSTRAINT "cash_payment_details_stt_rec_cash_payments_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."cash_payments"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_receipt_details" ADD CONSTRAINT "cash_receipt_details_stt_rec_cash_receipts_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."cash_receipts"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "general_voucher_details" ADD CONSTRAINT "general_voucher_details_stt_rec_general_vouchers_stt_rec_fk" FOREIGN KEY ("stt_rec") REFERENCES "public"."general_vouchers"("stt_rec") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_balances_nam_list" ON "account_balances" USING btree ("nam","id");--> statement-breakpoint
CREATE INDEX "account_balances_ma_dvcs_list" ON "account_balances" USING btree ("ma_dvcs","id");--> statement-breakpoint
CREATE INDEX "account_balances_tk_list" ON "account_balances" USING btree ("tk","id");--> statement-breakpoint
CREATE INDEX "account_balances_du_no_list" ON "account_balances" USING btree ("du_no","id");--> statement-breakpoint
CREATE INDEX "account_balances_du_co_list" ON "account_balances" USING btree ("du_co","id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_balances_nam_ma_dvcs_tk_unique" ON "account_balances" USING btree ("nam","ma_dvcs","tk");--> statement-breakpoint
CREATE INDEX "account_balances_search" ON "account_balances" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "account_balances_search_pairs" ON "account_balances" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "account_totals_month" ON "account_totals" USING btree ("thang");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_tk_unique" ON "accounts" USING btree ("tk");--> statement-breakpoint
CREATE INDEX "accounts_tk_list" ON "accounts" USING btree ("tk","id");--> statement-breakpoint
CREATE INDEX "accounts_ten_tk_list" ON "accounts" USING btree ("ten_tk" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "accounts_tk_me_list" ON "accounts" USING btree ("tk_me","id");--> statement-breakpoint
CREATE INDEX "accounts_cap_list" ON "accounts" USING btree ("cap","id");--> statement-breakpoint
CREATE INDEX "accounts_status_list" ON "accounts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "accounts_search" ON "accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_search_pairs" ON "accounts" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_payments_number" ON "bank_payments" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "bank_payments_date" ON "bank_payments" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_receipts_number" ON "bank_receipts" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "bank_receipts_date" ON "bank_receipts" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_payments_number" ON "cash_payments" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "cash_payments_date" ON "cash_payments" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_receipts_number" ON "cash_receipts" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "cash_receipts_date" ON "cash_receipts" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_ma_nt_unique" ON "currencies" USING btree ("ma_nt");--> statement-breakpoint
CREATE INDEX "currencies_ma_nt_list" ON "currencies" USING btree ("ma_nt","id");--> statement-breakpoint
CREATE INDEX "currencies_ten_nt_list" ON "currencies" USING btree ("ten_nt" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "currencies_status_list" ON "currencies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "currencies_search" ON "currencies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currencies_search_pairs" ON "currencies" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "customer_balances_nam_list" ON "customer_balances" USING btree ("nam","id");--> statement-breakpoint
CREATE INDEX "customer_balances_ma_dvcs_list" ON "customer_balances" USING btree ("ma_dvcs","id");--> statement-breakpoint
CREATE INDEX "customer_balances_tk_list" ON "customer_balances" USING btree ("tk","id");--> statement-breakpoint
CREATE INDEX "customer_balances_ma_kh_list" ON "customer_balances" USING btree ("ma_kh","id");--> statement-breakpoint
CREATE INDEX "customer_balances_du_no_list" ON "customer_balances" USING btree ("du_no","id");--> statement-breakpoint
CREATE INDEX "customer_balances_du_co_list" ON "customer_balances" USING btree ("du_co","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_balances_nam_ma_dvcs_tk_ma_kh_unique" ON "customer_balances" USING btree ("nam","ma_dvcs","tk","ma_kh");--> statement-breakpoint
CREATE INDEX "customer_balances_search" ON "customer_balances" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_balances_search_pairs" ON "customer_balances" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "exchange_rates_ma_nt_list" ON "exchange_rates" USING btree ("ma_nt","id");--> statement-breakpoint
CREATE INDEX "exchange_rates_ngay_list" ON "exchange_rates" USING btree ("ngay","id");--> statement-breakpoint
CREATE INDEX "exchange_rates_ty_gia_list" ON "exchange_rates" USING btree ("ty_gia","id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_ma_nt_ngay_unique" ON "exchange_rates" USING btree ("ma_nt","ngay");--> statement-breakpoint
CREATE INDEX "exchange_rates_search" ON "exchange_rates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exchange_rates_search_pairs" ON "exchange_rates" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "general_vouchers_number" ON "general_vouchers" USING btree ("ma_ct","ma_dvcs","so_ct");--> statement-breakpoint
CREATE INDEX "general_vouchers_date" ON "general_vouchers" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE INDEX "journal_entries_document" ON "journal_entries" USING btree ("stt_rec");--> statement-breakpoint
CREATE INDEX "journal_entries_debit" ON "journal_entries" USING btree ("tk_no","ngay_ct");--> statement-breakpoint
CREATE INDEX "journal_entries_credit" ON "journal_entries" USING btree ("tk_co","ngay_ct");--> statement-breakpoint
CREATE INDEX "journal_entries_date" ON "journal_entries" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
CREATE INDEX "journal_entries_partner" ON "journal_entries" USING btree ("ma_kh","ngay_ct") WHERE "journal_entries"."ma_kh" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posting_rules_ma_ct_list" ON "posting_rules" USING btree ("ma_ct","id");--> statement-breakpoint
CREATE INDEX "posting_rules_ma_bt_list" ON "posting_rules" USING btree ("ma_bt","id");--> statement-breakpoint
CREATE INDEX "posting_rules_ten_bt_list" ON "posting_rules" USING btree ("ten_bt" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "posting_rules_status_list" ON "posting_rules" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "posting_rules_ma_ct_ma_bt_unique" ON "posting_rules" USING btree ("ma_ct","ma_bt");--> statement-breakpoint
CREATE INDEX "posting_rules_search" ON "posting_rules" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posting_rules_search_pairs" ON "posting_rules" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "voucher_locks_ma_dvcs_list" ON "voucher_locks" USING btree ("ma_dvcs","id");--> statement-breakpoint
CREATE INDEX "voucher_locks_ngay_khoa_list" ON "voucher_locks" USING btree ("ngay_khoa","id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_locks_branch" ON "voucher_locks" USING btree (coalesce("ma_dvcs", ''));--> statement-breakpoint
-- The period lock (accounting/voucher-locks), enforced below every module: a document header dated on or before
-- its branch's lock (or the lock of every branch, ma_dvcs empty) is neither created, changed nor deleted.
CREATE FUNCTION sen_period_lock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  locked date;
  row_date date;
  row_branch text;
BEGIN
  FOR i IN 1..2 LOOP
    IF i = 1 AND TG_OP <> 'INSERT' THEN
      row_date := OLD.ngay_ct; row_branch := OLD.ma_dvcs;
    ELSIF i = 2 AND TG_OP <> 'DELETE' THEN
      row_date := NEW.ngay_ct; row_branch := NEW.ma_dvcs;
    ELSE
      CONTINUE;
    END IF;
    SELECT max(ngay_khoa) INTO locked FROM voucher_locks WHERE coalesce(ma_dvcs, '') IN ('', row_branch);
    IF locked IS NOT NULL AND row_date <= locked THEN
      RAISE EXCEPTION 'period_locked' USING ERRCODE = 'SE001', DETAIL = row_date::text || ' ' || locked::text;
    END IF;
  END LOOP;
  RETURN coalesce(NEW, OLD);
END $$;
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON purchase_orders FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON receipt_orders FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON delivery_orders FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON transfer_orders FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON opening_stocks FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON cash_receipts FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON cash_payments FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON bank_receipts FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON bank_payments FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
--> statement-breakpoint
CREATE TRIGGER period_lock BEFORE INSERT OR UPDATE OR DELETE ON general_vouchers FOR EACH ROW EXECUTE FUNCTION sen_period_lock();
