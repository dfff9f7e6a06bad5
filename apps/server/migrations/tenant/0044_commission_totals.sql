CREATE TABLE "commission_totals" (
	"ngay_ct" date NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_nv" text NOT NULL,
	"doanh_so" numeric(18, 2) DEFAULT '0' NOT NULL,
	"hh_ban" numeric(18, 2) DEFAULT '0' NOT NULL,
	"hh_ktv" numeric(18, 2) DEFAULT '0' NOT NULL,
	"hh_tu_van" numeric(18, 2) DEFAULT '0' NOT NULL,
	"so_luot" numeric(24, 3) DEFAULT '0' NOT NULL,
	"tien_cong" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "commission_totals_ngay_ct_ma_dvcs_ma_nv_pk" PRIMARY KEY("ngay_ct","ma_dvcs","ma_nv")
);
--> statement-breakpoint
ALTER TABLE "commission_entries" ADD COLUMN "tinh_ds" boolean DEFAULT false NOT NULL;