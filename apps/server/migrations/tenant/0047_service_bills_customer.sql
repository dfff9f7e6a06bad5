-- A customer's spending and latest bills read their posted service bills as they read retail bills: one index range.
CREATE INDEX IF NOT EXISTS "service_bills_customer" ON "service_bills" USING btree ("ma_kh", "ngay_ct") WHERE "status" = '2' AND "ma_kh" IS NOT NULL;
