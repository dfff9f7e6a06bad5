-- A service bill's cancel asks whether a posted serving stands on it: one index probe, not a scan of the servings.
CREATE INDEX IF NOT EXISTS "servings_bill" ON "servings" USING btree ("stt_rec_dv") WHERE "stt_rec_dv" IS NOT NULL;
