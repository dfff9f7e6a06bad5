CREATE TABLE "customer_card_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ngay" timestamp with time zone NOT NULL,
	"so_the" text NOT NULL,
	"ma_kh" text,
	"ten_kh" text,
	"loai" text NOT NULL,
	"hang_cu" text,
	"hang_moi" text,
	"het_han_cu" date,
	"het_han_moi" date,
	"ly_do" text,
	"user_name" text,
	"ma_dvcs" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("so_the", '') || ' ' || coalesce("ten_kh", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("so_the", '') || ' ' || coalesce("ten_kh", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "customer_card_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_day" text NOT NULL,
	"ten_day" text NOT NULL,
	"tien_to" text,
	"tu_so" bigint NOT NULL,
	"den_so" bigint NOT NULL,
	"do_dai" integer DEFAULT 6 NOT NULL,
	"hang_the" text DEFAULT 'THANHVIEN' NOT NULL,
	"tl_ck" numeric(9, 4) DEFAULT 0 NOT NULL,
	"so_thang" integer,
	"so_cuoi" bigint,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_day", '') || ' ' || coalesce("ten_day", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_day", '') || ' ' || coalesce("ten_day", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "customer_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"so_the" text NOT NULL,
	"ma_kh" text NOT NULL,
	"ten_kh" text,
	"ma_day" text NOT NULL,
	"hang_the" text DEFAULT 'THANHVIEN' NOT NULL,
	"tl_ck" numeric(9, 4) DEFAULT 0 NOT NULL,
	"ngay_phat_hanh" date NOT NULL,
	"ngay_het_han" date,
	"trang_thai" text DEFAULT 'active' NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("so_the", '') || ' ' || coalesce("ten_kh", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("so_the", '') || ' ' || coalesce("ten_kh", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nh" text NOT NULL,
	"ten_nh" text NOT NULL,
	"loai_nh" text DEFAULT '1' NOT NULL,
	"tu_tien" numeric(18, 2),
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_nh", '') || ' ' || coalesce("ten_nh", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_nh", '') || ' ' || coalesce("ten_nh", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "salers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nvbh" text NOT NULL,
	"ten_nvbh" text,
	"nhom_ban_hang" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ten_nvbh", '') || ' ' || coalesce("nhom_ban_hang", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ten_nvbh", '') || ' ' || coalesce("nhom_ban_hang", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "vip_period_customers" (
	"ma_ky" text NOT NULL,
	"ma_kh" text NOT NULL,
	"doanh_so" numeric(18, 2) NOT NULL,
	"dat" boolean NOT NULL,
	CONSTRAINT "vip_period_customers_ma_ky_ma_kh_pk" PRIMARY KEY("ma_ky","ma_kh")
);
--> statement-breakpoint
CREATE TABLE "vip_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ky" text NOT NULL,
	"ten_ky" text NOT NULL,
	"ten_hang" text DEFAULT 'VIP' NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date NOT NULL,
	"tu_tien" numeric(18, 2) NOT NULL,
	"vip_den_ngay" date,
	"ngay_xet" timestamp with time zone,
	"so_kh_dat" integer,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ky", '') || ' ' || coalesce("ten_ky", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ky", '') || ' ' || coalesce("ten_ky", '')))) STORED
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "nh_kh1" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "nh_kh2" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "nh_kh3" text;--> statement-breakpoint
CREATE INDEX "customer_card_histories_ngay_list" ON "customer_card_histories" USING btree ("ngay","id");--> statement-breakpoint
CREATE INDEX "customer_card_histories_so_the_list" ON "customer_card_histories" USING btree ("so_the","id");--> statement-breakpoint
CREATE INDEX "customer_card_histories_search" ON "customer_card_histories" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_card_histories_search_pairs" ON "customer_card_histories" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_card_series_ma_day_unique" ON "customer_card_series" USING btree ("ma_day");--> statement-breakpoint
CREATE INDEX "customer_card_series_ma_day_list" ON "customer_card_series" USING btree ("ma_day","id");--> statement-breakpoint
CREATE INDEX "customer_card_series_ten_day_list" ON "customer_card_series" USING btree ("ten_day" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "customer_card_series_hang_the_list" ON "customer_card_series" USING btree ("hang_the","id");--> statement-breakpoint
CREATE INDEX "customer_card_series_tl_ck_list" ON "customer_card_series" USING btree ("tl_ck","id");--> statement-breakpoint
CREATE INDEX "customer_card_series_status_list" ON "customer_card_series" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customer_card_series_search" ON "customer_card_series" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_card_series_search_pairs" ON "customer_card_series" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cards_so_the_unique" ON "customer_cards" USING btree ("so_the");--> statement-breakpoint
CREATE INDEX "customer_cards_ma_day" ON "customer_cards" USING btree ("ma_day");--> statement-breakpoint
CREATE INDEX "customer_cards_so_the_list" ON "customer_cards" USING btree ("so_the","id");--> statement-breakpoint
CREATE INDEX "customer_cards_ma_kh_list" ON "customer_cards" USING btree ("ma_kh","id");--> statement-breakpoint
CREATE INDEX "customer_cards_hang_the_list" ON "customer_cards" USING btree ("hang_the","id");--> statement-breakpoint
CREATE INDEX "customer_cards_tl_ck_list" ON "customer_cards" USING btree ("tl_ck","id");--> statement-breakpoint
CREATE INDEX "customer_cards_ngay_phat_hanh_list" ON "customer_cards" USING btree ("ngay_phat_hanh","id");--> statement-breakpoint
CREATE INDEX "customer_cards_ngay_het_han_list" ON "customer_cards" USING btree ("ngay_het_han","id");--> statement-breakpoint
CREATE INDEX "customer_cards_trang_thai_list" ON "customer_cards" USING btree ("trang_thai","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_cards_one_in_use" ON "customer_cards" USING btree ("ma_kh") WHERE trang_thai = 'active';--> statement-breakpoint
CREATE INDEX "customer_cards_search" ON "customer_cards" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_cards_search_pairs" ON "customer_cards" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_ma_nh_unique" ON "customer_groups" USING btree ("ma_nh");--> statement-breakpoint
CREATE INDEX "customer_groups_ma_nh_list" ON "customer_groups" USING btree ("ma_nh","id");--> statement-breakpoint
CREATE INDEX "customer_groups_ten_nh_list" ON "customer_groups" USING btree ("ten_nh" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "customer_groups_loai_nh_list" ON "customer_groups" USING btree ("loai_nh","id");--> statement-breakpoint
CREATE INDEX "customer_groups_tu_tien_list" ON "customer_groups" USING btree ("tu_tien","id");--> statement-breakpoint
CREATE INDEX "customer_groups_status_list" ON "customer_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "customer_groups_search" ON "customer_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_groups_search_pairs" ON "customer_groups" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "salers_ma_nvbh_unique" ON "salers" USING btree ("ma_nvbh");--> statement-breakpoint
CREATE INDEX "salers_ma_nvbh_list" ON "salers" USING btree ("ma_nvbh","id");--> statement-breakpoint
CREATE INDEX "salers_nhom_ban_hang_list" ON "salers" USING btree ("nhom_ban_hang" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "salers_status_list" ON "salers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "salers_search" ON "salers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "salers_search_pairs" ON "salers" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "vip_period_customers_customer" ON "vip_period_customers" USING btree ("ma_kh");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_periods_ma_ky_unique" ON "vip_periods" USING btree ("ma_ky");--> statement-breakpoint
CREATE INDEX "vip_periods_ma_ky_list" ON "vip_periods" USING btree ("ma_ky","id");--> statement-breakpoint
CREATE INDEX "vip_periods_ten_ky_list" ON "vip_periods" USING btree ("ten_ky" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "vip_periods_ten_hang_list" ON "vip_periods" USING btree ("ten_hang" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "vip_periods_tu_ngay_list" ON "vip_periods" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "vip_periods_den_ngay_list" ON "vip_periods" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "vip_periods_tu_tien_list" ON "vip_periods" USING btree ("tu_tien","id");--> statement-breakpoint
CREATE INDEX "vip_periods_vip_den_ngay_list" ON "vip_periods" USING btree ("vip_den_ngay","id");--> statement-breakpoint
CREATE INDEX "vip_periods_status_list" ON "vip_periods" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vip_periods_search" ON "vip_periods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vip_periods_search_pairs" ON "vip_periods" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "partners_nh_kh1" ON "partners" USING btree ("nh_kh1");--> statement-breakpoint
CREATE INDEX "partners_nh_kh2" ON "partners" USING btree ("nh_kh2");--> statement-breakpoint
CREATE INDEX "partners_nh_kh3" ON "partners" USING btree ("nh_kh3");--> statement-breakpoint
ALTER TABLE "customer_card_series" ADD CONSTRAINT "customer_card_series_range" CHECK ("den_so" >= "tu_so" AND ("so_cuoi" IS NULL OR "so_cuoi" BETWEEN "tu_so" AND "den_so"));--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_discount" CHECK ("tl_ck" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_state" CHECK ("trang_thai" IN ('active', 'locked'));--> statement-breakpoint
ALTER TABLE "customer_cards" ADD CONSTRAINT "customer_cards_series_fk" FOREIGN KEY ("ma_day") REFERENCES "customer_card_series"("ma_day") ON UPDATE no action ON DELETE no action;--> statement-breakpoint
ALTER TABLE "customer_card_histories" ADD CONSTRAINT "customer_card_histories_card_fk" FOREIGN KEY ("so_the") REFERENCES "customer_cards"("so_the") ON UPDATE no action ON DELETE no action;--> statement-breakpoint
ALTER TABLE "vip_period_customers" ADD CONSTRAINT "vip_period_customers_period_fk" FOREIGN KEY ("ma_ky") REFERENCES "vip_periods"("ma_ky") ON UPDATE cascade ON DELETE no action;--> statement-breakpoint
CREATE INDEX "retail_orders_customer" ON "retail_orders" USING btree ("ma_kh", "ngay_ct") WHERE "status" = '2' AND "ma_kh" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sales_returns_customer" ON "sales_returns" USING btree ("ma_kh", "ngay_ct") WHERE "status" = '2' AND "ma_kh" IS NOT NULL;
