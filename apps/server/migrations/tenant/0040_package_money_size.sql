-- Package money holds no sessions: its size is its value (issue 19).
ALTER TABLE "service_packages" DROP CONSTRAINT "service_packages_size";--> statement-breakpoint
ALTER TABLE "service_packages" ADD CONSTRAINT "service_packages_size" CHECK (("so_buoi" > 0 OR ("goi_tien" AND "so_buoi" = 0)) AND "tien" >= 0 AND "gia_buoi" >= 0);
