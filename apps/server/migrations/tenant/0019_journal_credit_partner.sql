ALTER TABLE "journal_entries" ADD COLUMN "ma_kh_co" text;--> statement-breakpoint
CREATE INDEX "journal_entries_credit_partner" ON "journal_entries" USING btree ("ma_kh_co","ngay_ct") WHERE "journal_entries"."ma_kh_co" IS NOT NULL;--> statement-breakpoint
-- Until now a journal line had one partner, which held for whichever side kept partners: it now holds for both.
UPDATE "journal_entries" SET "ma_kh_co" = "ma_kh" WHERE "ma_kh" IS NOT NULL;
