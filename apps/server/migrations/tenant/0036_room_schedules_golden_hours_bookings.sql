CREATE TABLE "online_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_order_id" uuid NOT NULL,
	"token" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "online_bookings_room_order_id_unique" UNIQUE("room_order_id"),
	CONSTRAINT "online_bookings_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "golden_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_gio_vang" text NOT NULL,
	"ten_gio_vang" text NOT NULL,
	"pham_vi" text DEFAULT 'item' NOT NULL,
	"ma_vt" text,
	"ma_nhom" text,
	"thu" text,
	"tu_gio" text NOT NULL,
	"den_gio" text NOT NULL,
	"kieu" text DEFAULT 'percent' NOT NULL,
	"gia_tri" numeric(18, 2) NOT NULL,
	"tu_ngay" date,
	"den_ngay" date,
	"ma_dvcs" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_gio_vang", '') || ' ' || coalesce("ten_gio_vang", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_gio_vang", '') || ' ' || coalesce("ten_gio_vang", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "room_employee_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_nv" text NOT NULL,
	"ten_nv" text,
	"ngay" date NOT NULL,
	"ma_ca" text NOT NULL,
	"ma_phong" text,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "room_orders" ADD COLUMN "ma_vt" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "loai_phong" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "online_bookings" ADD CONSTRAINT "online_bookings_room_order_id_room_orders_id_fk" FOREIGN KEY ("room_order_id") REFERENCES "public"."room_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "golden_hours_ma_gio_vang_unique" ON "golden_hours" USING btree ("ma_gio_vang");--> statement-breakpoint
CREATE INDEX "golden_hours_ma_vt" ON "golden_hours" USING btree ("ma_vt");--> statement-breakpoint
CREATE INDEX "golden_hours_ma_nhom" ON "golden_hours" USING btree ("ma_nhom");--> statement-breakpoint
CREATE INDEX "golden_hours_ma_dvcs" ON "golden_hours" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "golden_hours_ma_gio_vang_list" ON "golden_hours" USING btree ("ma_gio_vang","id");--> statement-breakpoint
CREATE INDEX "golden_hours_ten_gio_vang_list" ON "golden_hours" USING btree ("ten_gio_vang" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "golden_hours_tu_ngay_list" ON "golden_hours" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "golden_hours_den_ngay_list" ON "golden_hours" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "golden_hours_status_list" ON "golden_hours" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "golden_hours_search" ON "golden_hours" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "golden_hours_search_pairs" ON "golden_hours" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "room_employee_schedules_ma_nv" ON "room_employee_schedules" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "room_employee_schedules_ma_ca" ON "room_employee_schedules" USING btree ("ma_ca");--> statement-breakpoint
CREATE INDEX "room_employee_schedules_ma_phong" ON "room_employee_schedules" USING btree ("ma_phong");--> statement-breakpoint
CREATE INDEX "room_employee_schedules_ngay_list" ON "room_employee_schedules" USING btree ("ngay","id","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "room_employee_schedules_ma_nv_ngay_ma_ca_unique" ON "room_employee_schedules" USING btree ("ma_nv","ngay","ma_ca");--> statement-breakpoint
CREATE INDEX "room_employee_schedules_ma_dvcs" ON "room_employee_schedules" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "room_orders_ma_vt" ON "room_orders" USING btree ("ma_vt");