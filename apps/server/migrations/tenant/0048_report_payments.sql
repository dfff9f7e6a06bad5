CREATE TABLE "report_payments" (
	"stt_rec" uuid PRIMARY KEY NOT NULL,
	"ma_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_kh" text,
	"cash" numeric(18, 2) NOT NULL,
	"transfer" numeric(18, 2) NOT NULL,
	"bank_card" numeric(18, 2) NOT NULL,
	"payment_card" numeric(18, 2) NOT NULL,
	"no_name_card" numeric(18, 2) NOT NULL,
	"voucher" numeric(18, 2) NOT NULL,
	"points" numeric(18, 2) NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"tien_thoi" numeric(18, 2) NOT NULL,
	"con_no" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_payments_period" ON "report_payments" USING btree ("ngay_ct","ma_dvcs");--> statement-breakpoint
-- The receipts report's page (bill-receipt-detail): a month of posted bills and returns in their order, sorted from
-- the index alone, their money then read for the page's rows only.
CREATE INDEX "retail_orders_receipts" ON "retail_orders" USING btree ("ngay_ct", "so_ct", "stt_rec")
  INCLUDE ("ma_dvcs", "ma_ct", "ma_kh") WHERE "status" = '2';--> statement-breakpoint
CREATE INDEX "sales_returns_receipts" ON "sales_returns" USING btree ("ngay_ct", "so_ct", "stt_rec")
  INCLUDE ("ma_dvcs", "ma_ct", "ma_kh") WHERE "status" = '2';--> statement-breakpoint
-- The service reports' lines (service bills DV1, servings SD1: serviceBillKind, servingKind) in an index of their own
-- with what the reports read of them, so that a month of them is read from it alone, without the retail bills' lines.
CREATE INDEX "report_lines_services" ON "report_lines" USING btree ("ngay_ct", "ma_dvcs")
  INCLUDE ("ma_ct", "stt_rec", "line", "ma_kh", "ma_nv", "ma_vt", "nhom", "so_luong", "tien", "ck", "thue")
  WHERE "ma_ct" IN ('DV1', 'SD1');--> statement-breakpoint
-- service-detail's page: a month of posted servings in their order, sorted from the index.
CREATE INDEX "servings_receipts" ON "servings" USING btree ("ngay_ct", "so_ct", "stt_rec") INCLUDE ("ma_dvcs", "ma_kh")
  WHERE "status" = '2';--> statement-breakpoint
-- The money of the documents posted so far (status '2', DOCUMENT_STATUS.posted) that take payments, as
-- writeReportLines writes it from now on: retail bills (HD1), returns (TL1) and service bills (DV1), their payments
-- summed by kind (PAYMENT_KIND_OPTIONS) and in all, their change and what they left owing; by day, as posting
-- writes them, so that a month of them is a few pages of the table.
INSERT INTO "report_payments" ("stt_rec", "ma_ct", "ngay_ct", "ma_dvcs", "ma_kh", "cash", "transfer", "bank_card", "payment_card", "no_name_card", "voucher", "points", "tien", "tien_thoi", "con_no")
SELECT h.stt_rec, h.ma_ct, h.ngay_ct, h.ma_dvcs, h.ma_kh,
       coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = 'cash'), 0),
       coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = 'transfer'), 0),
       coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = 'bank_card'), 0),
       coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = 'payment_card'), 0),
       coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = 'no_name_card'), 0),
       coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = 'voucher'), 0),
       coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = 'points'), 0),
       coalesce(sum((x->>'tien')::numeric), 0), h.tien_thoi, h.con_no
  FROM (SELECT stt_rec, ma_ct, ngay_ct, ma_dvcs, ma_kh, payments, tien_thoi, con_no FROM "retail_orders" WHERE status = '2'
        UNION ALL
        SELECT stt_rec, ma_ct, ngay_ct, ma_dvcs, ma_kh, payments, 0, con_no FROM "sales_returns" WHERE status = '2'
        UNION ALL
        SELECT stt_rec, ma_ct, ngay_ct, ma_dvcs, ma_kh, payments, tien_thoi, con_no FROM "service_bills" WHERE status = '2') h
  LEFT JOIN LATERAL jsonb_array_elements(h.payments) x ON true
 GROUP BY h.stt_rec, h.ma_ct, h.ngay_ct, h.ma_dvcs, h.ma_kh, h.tien_thoi, h.con_no
 ORDER BY h.ngay_ct;
