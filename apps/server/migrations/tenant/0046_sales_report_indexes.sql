-- What the sales reports read of posted (status '2', DOCUMENT_STATUS.posted) bills' headers for a period, in the
-- index itself: a month of every branch's bills is one range of it, read without the table (sale-revenue,
-- employee-revenue, employee-revenue-level, the dashboards' days).
CREATE INDEX "retail_orders_period" ON "retail_orders" USING btree ("ngay_ct", "ma_dvcs")
  INCLUDE ("tong_tien", "tong_ck", "tong_thue", "tong_thanh_toan", "ma_nvbh") WHERE "status" = '2';--> statement-breakpoint
CREATE INDEX "service_bills_period" ON "service_bills" USING btree ("ngay_ct", "ma_dvcs")
  INCLUDE ("tong_thanh_toan", "ma_nvbh") WHERE "status" = '2';--> statement-breakpoint
-- sale-debt-revenue reads every bill a customer still owes on before the period: the few that left something owing.
CREATE INDEX "retail_orders_owing" ON "retail_orders" USING btree ("ma_kh", "ngay_ct") INCLUDE ("con_no", "ma_dvcs")
  WHERE "status" = '2' AND "ma_kh" IS NOT NULL AND "con_no" <> 0;--> statement-breakpoint
CREATE INDEX "sales_returns_owing" ON "sales_returns" USING btree ("ma_kh", "ngay_ct") INCLUDE ("con_no", "ma_dvcs")
  WHERE "status" = '2' AND "ma_kh" IS NOT NULL AND "con_no" <> 0;
