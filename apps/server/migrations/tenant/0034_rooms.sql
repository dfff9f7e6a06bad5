CREATE TABLE "room_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_phong" text NOT NULL,
	"ma_nv" text NOT NULL,
	"ten_nv" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "room_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nhom" text NOT NULL,
	"ten_nhom" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_nhom", '') || ' ' || coalesce("ten_nhom", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_nhom", '') || ' ' || coalesce("ten_nhom", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "room_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_phong" text NOT NULL,
	"ma_kh" text,
	"ten_kh" text,
	"ma_nv" text,
	"ten_nv" text,
	"bat_dau" timestamp with time zone NOT NULL,
	"ket_thuc" timestamp with time zone NOT NULL,
	"trang_thai" text DEFAULT 'booked' NOT NULL,
	"ma_dvcs" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_phong" text NOT NULL,
	"ten_phong" text NOT NULL,
	"ma_nhom" text,
	"so_giuong" integer DEFAULT 1 NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_phong", '') || ' ' || coalesce("ten_phong", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_phong", '') || ' ' || coalesce("ten_phong", '')))) STORED
);
--> statement-breakpoint
CREATE INDEX "room_employees_ma_nv" ON "room_employees" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "room_employees_ma_phong_list" ON "room_employees" USING btree ("ma_phong","id");--> statement-breakpoint
CREATE INDEX "room_employees_status_list" ON "room_employees" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_employees_ma_phong_ma_nv_unique" ON "room_employees" USING btree ("ma_phong","ma_nv");--> statement-breakpoint
CREATE UNIQUE INDEX "room_groups_ma_nhom_unique" ON "room_groups" USING btree ("ma_nhom");--> statement-breakpoint
CREATE INDEX "room_groups_ma_nhom_list" ON "room_groups" USING btree ("ma_nhom","id");--> statement-breakpoint
CREATE INDEX "room_groups_ten_nhom_list" ON "room_groups" USING btree ("ten_nhom" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "room_groups_status_list" ON "room_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "room_groups_search" ON "room_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "room_groups_search_pairs" ON "room_groups" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "room_orders_ma_kh" ON "room_orders" USING btree ("ma_kh");--> statement-breakpoint
CREATE INDEX "room_orders_ma_nv" ON "room_orders" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "room_orders_ma_dvcs" ON "room_orders" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "room_orders_ma_phong_list" ON "room_orders" USING btree ("ma_phong","id");--> statement-breakpoint
CREATE INDEX "room_orders_bat_dau_list" ON "room_orders" USING btree ("bat_dau","id");--> statement-breakpoint
CREATE INDEX "room_orders_ket_thuc_list" ON "room_orders" USING btree ("ket_thuc","id");--> statement-breakpoint
CREATE INDEX "room_orders_trang_thai_list" ON "room_orders" USING btree ("trang_thai","id");--> statement-breakpoint
CREATE INDEX "room_orders_branch_time" ON "room_orders" USING btree ("ma_dvcs","bat_dau");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_ma_phong_unique" ON "rooms" USING btree ("ma_phong");--> statement-breakpoint
CREATE INDEX "rooms_ma_nhom" ON "rooms" USING btree ("ma_nhom");--> statement-breakpoint
CREATE INDEX "rooms_ma_phong_list" ON "rooms" USING btree ("ma_phong","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "rooms_ten_phong_list" ON "rooms" USING btree ("ten_phong" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "rooms_so_giuong_list" ON "rooms" USING btree ("so_giuong","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "rooms_status_list" ON "rooms" USING btree ("status","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "rooms_ma_dvcs" ON "rooms" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "rooms_search" ON "rooms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rooms_search_pairs" ON "rooms" USING gin ("search_pairs");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_beds_check" CHECK ("so_giuong" >= 1);--> statement-breakpoint
ALTER TABLE "room_orders" ADD CONSTRAINT "room_orders_period_check" CHECK ("ket_thuc" > "bat_dau");--> statement-breakpoint
-- No two live (not cancelled: ROOM_ORDER_STATE.cancelled) orders of one room, nor of one employee, overlap; touching
-- slots ([10:00, 11:00) then [11:00, 12:00)) do not.
ALTER TABLE "room_orders" ADD CONSTRAINT "room_orders_room_no_overlap" EXCLUDE USING gist (
	"ma_phong" WITH =, tstzrange("bat_dau", "ket_thuc") WITH &&
) WHERE ("trang_thai" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "room_orders" ADD CONSTRAINT "room_orders_employee_no_overlap" EXCLUDE USING gist (
	"ma_nv" WITH =, tstzrange("bat_dau", "ket_thuc") WITH &&
) WHERE ("trang_thai" <> 'cancelled' AND "ma_nv" IS NOT NULL);
