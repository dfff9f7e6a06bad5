ALTER TABLE "serving_details" ADD COLUMN "so_buoi_no" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "serving_details" ADD COLUMN "tien_no" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "trang_thai" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "bat_dau" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "ket_thuc" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "ma_phong" text;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "room_order_id" uuid;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "ma_kho" text;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "con_no" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Servings posted or cancelled before the service process existed are done.
UPDATE "servings" SET "trang_thai" = 'done', "bat_dau" = "created_at", "ket_thuc" = "updated_at" WHERE "status" IN ('2', '9');--> statement-breakpoint
-- A tenant seeded with the servings' first rule gets the two new ones: owed sessions and consumed products.
INSERT INTO "posting_rules" ("ma_ct", "ma_bt", "ten_bt", "tk_no", "tk_co", "so_tien", "created_by")
SELECT r.ma_ct, r.ma_bt, r.ten_bt, r.tk_no, r.tk_co, r.so_tien, 'system'
FROM (VALUES ('SD1', 'NO', 'Buổi vượt liệu trình khách còn nợ', '131', '{tk_dt}', 'tien_no'),
             ('SD1', 'XUAT', 'Vật tư tiêu hao theo định mức', '{tk_gv}', '{tk_vt}', 'gia_von'))
  AS r(ma_ct, ma_bt, ten_bt, tk_no, tk_co, so_tien)
WHERE EXISTS (SELECT 1 FROM "posting_rules" p WHERE p.ma_ct = 'SD1')
  AND NOT EXISTS (SELECT 1 FROM "posting_rules" p WHERE p.ma_ct = r.ma_ct AND p.ma_bt = r.ma_bt);
