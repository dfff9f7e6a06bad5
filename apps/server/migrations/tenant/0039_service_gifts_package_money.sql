ALTER TABLE "service_bill_details" ADD COLUMN "tang" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bill_details" ADD COLUMN "goi_tien" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_packages" ADD COLUMN "goi_tien" boolean DEFAULT false NOT NULL;