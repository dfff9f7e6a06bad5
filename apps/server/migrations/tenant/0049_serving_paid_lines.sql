ALTER TABLE "servings" ADD COLUMN "payments_dv" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "tien_dv" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "ma_nvbh" text;--> statement-breakpoint
ALTER TABLE "servings" ADD COLUMN "stt_rec_dv" uuid;