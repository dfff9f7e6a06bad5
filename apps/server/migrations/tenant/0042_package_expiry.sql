ALTER TABLE "service_bill_details" ADD COLUMN "han_su_dung" date;--> statement-breakpoint
ALTER TABLE "service_packages" ADD COLUMN "han_su_dung" date;