CREATE TABLE "report_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stt_rec" uuid NOT NULL,
	"ma_ct" text NOT NULL,
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"line" integer NOT NULL,
	"ma_kh" text,
	"ma_nv" text,
	"ma_vt" text NOT NULL,
	"nhom" text,
	"so_luong" numeric(18, 3) NOT NULL,
	"tien" numeric(18, 2) NOT NULL,
	"ck" numeric(18, 2) NOT NULL,
	"thue" numeric(18, 2) NOT NULL,
	"tong" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_lines_period" ON "report_lines" USING btree ("ngay_ct","id");--> statement-breakpoint
CREATE INDEX "report_lines_document" ON "report_lines" USING btree ("stt_rec");--> statement-breakpoint
-- The lines of the documents posted so far (status '2', DOCUMENT_STATUS.posted), as each kind's `reportLines` writes
-- them from now on: retail bills (HD1), returns (TL1, negative, for their bill's salesperson), service bills (DV1, a
-- package line marked GOI, package money GOI_TIEN:
-- REPORT_LINE_GROUP) and servings (SD1, the sessions' value with what the customer owes for those a package lacked).
INSERT INTO "report_lines" ("stt_rec", "ma_ct", "ngay_ct", "ma_dvcs", "line", "ma_kh", "ma_nv", "ma_vt", "nhom", "so_luong", "tien", "ck", "thue", "tong")
SELECT h.stt_rec, h.ma_ct, h.ngay_ct, h.ma_dvcs, d.line, h.ma_kh, h.ma_nvbh, d.ma_vt, NULL, d.so_luong, d.tien, d.ck,
       round((d.tien - d.ck) * d.thue_suat / 100, 2), d.tien - d.ck + round((d.tien - d.ck) * d.thue_suat / 100, 2)
  FROM "retail_orders" h JOIN "retail_order_details" d ON d.stt_rec = h.stt_rec WHERE h.status = '2'
UNION ALL
SELECT h.stt_rec, h.ma_ct, h.ngay_ct, h.ma_dvcs, d.line, h.ma_kh, b.ma_nvbh, d.ma_vt, NULL, -d.so_luong, -d.tien, -d.ck,
       -round((d.tien - d.ck) * d.thue_suat / 100, 2), -(d.tien - d.ck + round((d.tien - d.ck) * d.thue_suat / 100, 2))
  FROM "sales_returns" h JOIN "sales_return_details" d ON d.stt_rec = h.stt_rec
  LEFT JOIN "retail_orders" b ON b.stt_rec = h.stt_rec_hd WHERE h.status = '2'
UNION ALL
SELECT h.stt_rec, h.ma_ct, h.ngay_ct, h.ma_dvcs, d.line, h.ma_kh, h.ma_nvbh, d.ma_vt,
       CASE WHEN d.goi_tien THEN 'GOI_TIEN' WHEN d.so_buoi > 1 THEN 'GOI' END, d.so_luong, d.tien, d.ck,
       round((d.tien - d.ck) * d.thue_suat / 100, 2), d.tien - d.ck + round((d.tien - d.ck) * d.thue_suat / 100, 2)
  FROM "service_bills" h JOIN "service_bill_details" d ON d.stt_rec = h.stt_rec WHERE h.status = '2'
UNION ALL
SELECT h.stt_rec, h.ma_ct, h.ngay_ct, h.ma_dvcs, d.line, h.ma_kh, d.ma_nv, d.ma_vt, NULL, d.so_luong, d.tien + d.tien_no, 0,
       0, d.tien + d.tien_no
  FROM "servings" h JOIN "serving_details" d ON d.stt_rec = h.stt_rec WHERE h.status = '2';
