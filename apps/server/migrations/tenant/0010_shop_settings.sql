CREATE TABLE "shop_branch_warehouses" (
	"ma_dvcs" text PRIMARY KEY NOT NULL,
	"ma_kho" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "shop_logo" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "shop_logo_one_row" CHECK ("shop_logo"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"ten_cong_ty" text,
	"ma_so_thue" text,
	"dia_chi" text,
	"dien_thoai" text,
	"email" text,
	"ma_ngan_hang" text,
	"so_tai_khoan" text,
	"chu_tai_khoan" text,
	"chan_phieu" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "shop_branch_warehouses" ADD CONSTRAINT "shop_branch_warehouses_ma_dvcs_branches_ma_dvcs_fk" FOREIGN KEY ("ma_dvcs") REFERENCES "public"."branches"("ma_dvcs") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shop_branch_warehouses" ADD CONSTRAINT "shop_branch_warehouses_ma_kho_warehouses_ma_kho_fk" FOREIGN KEY ("ma_kho") REFERENCES "public"."warehouses"("ma_kho") ON DELETE no action ON UPDATE cascade;