CREATE SEQUENCE "public"."partner_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "crm_broadcast_recipients" (
	"broadcast_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"ma_kh" text NOT NULL,
	"ten_kh" text NOT NULL,
	"phone" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "crm_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tieu_de" text NOT NULL,
	"noi_dung" text NOT NULL,
	"kenh" text DEFAULT 'notification' NOT NULL,
	"so_nguoi_nhan" integer DEFAULT 0,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("tieu_de", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_call_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"bat_dau" timestamp with time zone NOT NULL,
	"ma_kh" text NOT NULL,
	"ten_kh" text,
	"phone" text NOT NULL,
	"huong" text DEFAULT 'out' NOT NULL,
	"trang_thai" text NOT NULL,
	"thoi_luong" integer,
	"ma_nv" text NOT NULL,
	"ten_nv" text,
	"noi_dung" text,
	"nguon" text DEFAULT 'manual' NOT NULL,
	"call_id" text,
	"ghi_am" text,
	"task_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ten_kh", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("noi_dung", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_campaign_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_chien_dich" text NOT NULL,
	"ma_kh" text NOT NULL,
	"ten_kh" text,
	"ket_qua" text DEFAULT 'pending' NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ten_kh", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_chien_dich" text NOT NULL,
	"ten_chien_dich" text NOT NULL,
	"loai" text DEFAULT 'call' NOT NULL,
	"tu_ngay" date NOT NULL,
	"den_ngay" date,
	"ngan_sach" numeric(18, 2),
	"ma_nguon" text,
	"trang_thai" text DEFAULT 'draft' NOT NULL,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_chien_dich", '') || ' ' || coalesce("ten_chien_dich", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_complain_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_loai" text NOT NULL,
	"ten_loai" text NOT NULL,
	"mau" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_complains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ngay" timestamp with time zone,
	"tieu_de" text NOT NULL,
	"ma_kh" text NOT NULL,
	"ten_kh" text,
	"ma_loai" text,
	"noi_dung" text NOT NULL,
	"ma_nv" text,
	"ten_nv" text,
	"trang_thai" text DEFAULT 'new' NOT NULL,
	"ket_qua" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("tieu_de", '') || ' ' || coalesce("ten_kh", '') || ' ' || coalesce("noi_dung", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dv" text NOT NULL,
	"ten_dv" text NOT NULL,
	"gia" numeric(18, 2),
	"thoi_luong" integer,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_dv", '') || ' ' || coalesce("ten_dv", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_employee_responsibilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nv" text NOT NULL,
	"ten_nv" text,
	"ma_dv" text NOT NULL,
	"tu_ngay" date,
	"den_ngay" date,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "crm_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_cap_do" text NOT NULL,
	"ten_cap_do" text NOT NULL,
	"thu_tu" integer DEFAULT 0,
	"mau" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_cap_do", '') || ' ' || coalesce("ten_cap_do", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_partner_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ngay" timestamp with time zone,
	"ma_kh" text,
	"ten_kh" text,
	"ma_nvbh_cu" text,
	"ten_nvbh_cu" text,
	"ma_nvbh_moi" text,
	"ten_nvbh_moi" text,
	"ly_do" text,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_kh", '') || ' ' || coalesce("ten_kh", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"ma_kh" text,
	"ten_kh" text NOT NULL,
	"phone" text,
	"phone2" text,
	"email" text,
	"website" text,
	"gioi_tinh" text,
	"ngay_sinh" date,
	"dia_chi" text,
	"dia_ban_province" text,
	"dia_ban_district" text,
	"dia_ban_ward" text,
	"ma_nguon" text,
	"ma_chi_tiet_nguon" text,
	"ma_cap_do" text,
	"vip" boolean DEFAULT false NOT NULL,
	"vip_den_ngay" date,
	"ma_nvbh" text,
	"ten_nvbh" text,
	"tags" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_kh", '') || ' ' || coalesce("ten_kh", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("phone2", '') || ' ' || coalesce("email", '') || ' ' || coalesce("tags", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_service_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dv" text NOT NULL,
	"ten_chi_phi" text NOT NULL,
	"so_tien" numeric(18, 2) NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ten_chi_phi", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_source_type_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_chi_tiet" text NOT NULL,
	"ten_chi_tiet" text NOT NULL,
	"ma_nguon" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_chi_tiet", '') || ' ' || coalesce("ten_chi_tiet", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_source_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nguon" text NOT NULL,
	"ten_nguon" text NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_nguon", '') || ' ' || coalesce("ten_nguon", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nv" text NOT NULL,
	"ten_nv" text,
	"tu_ngay" date NOT NULL,
	"den_ngay" date NOT NULL,
	"doanh_thu" numeric(18, 2) DEFAULT 0,
	"kh_moi" integer DEFAULT 0,
	"cuoc_goi" integer DEFAULT 0,
	"lich_hen" integer DEFAULT 0,
	"ghi_chu" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "crm_task_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_loai" text NOT NULL,
	"ten_loai" text NOT NULL,
	"mau" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"tieu_de" text NOT NULL,
	"ma_loai" text,
	"ma_kh" text NOT NULL,
	"ten_kh" text,
	"ma_nv" text NOT NULL,
	"ten_nv" text,
	"trang_thai" text DEFAULT 'open' NOT NULL,
	"bat_dau" timestamp with time zone NOT NULL,
	"ket_thuc" timestamp with time zone NOT NULL,
	"noi_dung" text,
	"ket_qua" text,
	"ma_chien_dich" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("tieu_de", '') || ' ' || coalesce("ten_kh", '') || ' ' || coalesce("noi_dung", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_loai" text NOT NULL,
	"ten_loai" text NOT NULL,
	"mau" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "crm_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_dvcs" text NOT NULL,
	"tieu_de" text NOT NULL,
	"ma_loai" text,
	"ma_kh" text NOT NULL,
	"ten_kh" text,
	"ma_nv" text NOT NULL,
	"ten_nv" text,
	"trang_thai" text DEFAULT 'new' NOT NULL,
	"bat_dau" timestamp with time zone NOT NULL,
	"ket_thuc" timestamp with time zone NOT NULL,
	"noi_dung" text,
	"ket_qua" text,
	"muc_do" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("tieu_de", '') || ' ' || coalesce("ten_kh", '') || ' ' || coalesce("noi_dung", ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_nv" text NOT NULL,
	"ten_nv" text NOT NULL,
	"chuc_vu" text DEFAULT 'sale' NOT NULL,
	"ma_dvcs" text,
	"dien_thoai" text,
	"email" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_nv", '') || ' ' || coalesce("ten_nv", '') || ' ' || coalesce("dien_thoai", '') || ' ' || coalesce("email", ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "crm_broadcast_recipients" ADD CONSTRAINT "crm_broadcast_recipients_broadcast_id_crm_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."crm_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_broadcast_recipients_broadcast" ON "crm_broadcast_recipients" USING btree ("broadcast_id","line");--> statement-breakpoint
CREATE INDEX "crm_broadcasts_tieu_de_list" ON "crm_broadcasts" USING btree ("tieu_de" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_broadcasts_created_at_list" ON "crm_broadcasts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "crm_broadcasts_search" ON "crm_broadcasts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_call_logs_ma_kh" ON "crm_call_logs" USING btree ("ma_kh");--> statement-breakpoint
CREATE INDEX "crm_call_logs_ma_nv" ON "crm_call_logs" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "crm_call_logs_bat_dau_list" ON "crm_call_logs" USING btree ("bat_dau","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_call_logs_trang_thai_list" ON "crm_call_logs" USING btree ("trang_thai" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_call_logs_thoi_luong_list" ON "crm_call_logs" USING btree ("thoi_luong","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_call_logs_ma_dvcs" ON "crm_call_logs" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_call_logs_call_id" ON "crm_call_logs" USING btree ("call_id") WHERE nguon = 'call_center';--> statement-breakpoint
CREATE INDEX "crm_call_logs_search" ON "crm_call_logs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_campaign_partners_ma_chien_dich" ON "crm_campaign_partners" USING btree ("ma_chien_dich");--> statement-breakpoint
CREATE INDEX "crm_campaign_partners_ma_kh" ON "crm_campaign_partners" USING btree ("ma_kh");--> statement-breakpoint
CREATE INDEX "crm_campaign_partners_ten_kh_list" ON "crm_campaign_partners" USING btree ("ten_kh" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_campaign_partners_ket_qua_list" ON "crm_campaign_partners" USING btree ("ket_qua","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_campaign_partners_ma_chien_dich_ma_kh_unique" ON "crm_campaign_partners" USING btree ("ma_chien_dich","ma_kh");--> statement-breakpoint
CREATE INDEX "crm_campaign_partners_search" ON "crm_campaign_partners" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_campaigns_ma_chien_dich_unique" ON "crm_campaigns" USING btree ("ma_chien_dich");--> statement-breakpoint
CREATE INDEX "crm_campaigns_ma_nguon" ON "crm_campaigns" USING btree ("ma_nguon");--> statement-breakpoint
CREATE INDEX "crm_campaigns_ma_chien_dich_list" ON "crm_campaigns" USING btree ("ma_chien_dich","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_campaigns_ten_chien_dich_list" ON "crm_campaigns" USING btree ("ten_chien_dich" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_campaigns_tu_ngay_list" ON "crm_campaigns" USING btree ("tu_ngay","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_campaigns_den_ngay_list" ON "crm_campaigns" USING btree ("den_ngay","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_campaigns_trang_thai_list" ON "crm_campaigns" USING btree ("trang_thai","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_campaigns_ma_dvcs" ON "crm_campaigns" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_campaigns_search" ON "crm_campaigns" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_complain_types_ma_loai_unique" ON "crm_complain_types" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "crm_complain_types_ma_loai_list" ON "crm_complain_types" USING btree ("ma_loai","id");--> statement-breakpoint
CREATE INDEX "crm_complain_types_ten_loai_list" ON "crm_complain_types" USING btree ("ten_loai" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_complain_types_status_list" ON "crm_complain_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_complain_types_search" ON "crm_complain_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_complains_ma_kh" ON "crm_complains" USING btree ("ma_kh");--> statement-breakpoint
CREATE INDEX "crm_complains_ma_loai" ON "crm_complains" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "crm_complains_ma_nv" ON "crm_complains" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "crm_complains_ngay_list" ON "crm_complains" USING btree ("ngay","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_complains_tieu_de_list" ON "crm_complains" USING btree ("tieu_de" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_complains_trang_thai_list" ON "crm_complains" USING btree ("trang_thai","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_complains_ma_dvcs" ON "crm_complains" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_complains_search" ON "crm_complains" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_services_ma_dv_unique" ON "crm_services" USING btree ("ma_dv");--> statement-breakpoint
CREATE INDEX "crm_services_ma_dv_list" ON "crm_services" USING btree ("ma_dv","id");--> statement-breakpoint
CREATE INDEX "crm_services_ten_dv_list" ON "crm_services" USING btree ("ten_dv" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_services_gia_list" ON "crm_services" USING btree ("gia","id");--> statement-breakpoint
CREATE INDEX "crm_services_status_list" ON "crm_services" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_services_search" ON "crm_services" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_employee_responsibilities_ma_nv" ON "crm_employee_responsibilities" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "crm_employee_responsibilities_ma_dv_list" ON "crm_employee_responsibilities" USING btree ("ma_dv","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_employee_responsibilities_ma_nv_ma_dv_unique" ON "crm_employee_responsibilities" USING btree ("ma_nv","ma_dv");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_levels_ma_cap_do_unique" ON "crm_levels" USING btree ("ma_cap_do");--> statement-breakpoint
CREATE INDEX "crm_levels_ma_cap_do_list" ON "crm_levels" USING btree ("ma_cap_do","id");--> statement-breakpoint
CREATE INDEX "crm_levels_ten_cap_do_list" ON "crm_levels" USING btree ("ten_cap_do" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_levels_thu_tu_list" ON "crm_levels" USING btree ("thu_tu","id");--> statement-breakpoint
CREATE INDEX "crm_levels_status_list" ON "crm_levels" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_levels_search" ON "crm_levels" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_ngay_list" ON "crm_partner_transfers" USING btree ("ngay","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_ma_dvcs" ON "crm_partner_transfers" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_search" ON "crm_partner_transfers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "partners_ma_kh_unique" ON "partners" USING btree ("ma_kh");--> statement-breakpoint
CREATE INDEX "partners_ma_nguon" ON "partners" USING btree ("ma_nguon");--> statement-breakpoint
CREATE INDEX "partners_ma_chi_tiet_nguon" ON "partners" USING btree ("ma_chi_tiet_nguon");--> statement-breakpoint
CREATE INDEX "partners_ma_cap_do" ON "partners" USING btree ("ma_cap_do");--> statement-breakpoint
CREATE INDEX "partners_ma_kh_list" ON "partners" USING btree ("ma_kh","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "partners_ten_kh_list" ON "partners" USING btree ("ten_kh" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "partners_ma_nvbh_list" ON "partners" USING btree ("ma_nvbh","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "partners_status_list" ON "partners" USING btree ("status","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "partners_created_at_list" ON "partners" USING btree ("created_at","id","ma_dvcs");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_phone_unique" ON "partners" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "partners_ma_dvcs" ON "partners" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "partners_phone2" ON "partners" USING btree ("phone2");--> statement-breakpoint
CREATE INDEX "partners_website_key" ON "partners" USING btree (rtrim(regexp_replace(regexp_replace(lower(btrim("website")), '^[a-z][a-z0-9+.-]*://', ''), '^www\.', ''), '/'));--> statement-breakpoint
CREATE INDEX "partners_search" ON "partners" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_service_expenses_ma_dv" ON "crm_service_expenses" USING btree ("ma_dv");--> statement-breakpoint
CREATE INDEX "crm_service_expenses_ten_chi_phi_list" ON "crm_service_expenses" USING btree ("ten_chi_phi" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_service_expenses_so_tien_list" ON "crm_service_expenses" USING btree ("so_tien","id");--> statement-breakpoint
CREATE INDEX "crm_service_expenses_status_list" ON "crm_service_expenses" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_service_expenses_search" ON "crm_service_expenses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_source_type_options_ma_chi_tiet_unique" ON "crm_source_type_options" USING btree ("ma_chi_tiet");--> statement-breakpoint
CREATE INDEX "crm_source_type_options_ma_nguon" ON "crm_source_type_options" USING btree ("ma_nguon");--> statement-breakpoint
CREATE INDEX "crm_source_type_options_ma_chi_tiet_list" ON "crm_source_type_options" USING btree ("ma_chi_tiet","id");--> statement-breakpoint
CREATE INDEX "crm_source_type_options_ten_chi_tiet_list" ON "crm_source_type_options" USING btree ("ten_chi_tiet" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_source_type_options_status_list" ON "crm_source_type_options" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_source_type_options_search" ON "crm_source_type_options" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_source_types_ma_nguon_unique" ON "crm_source_types" USING btree ("ma_nguon");--> statement-breakpoint
CREATE INDEX "crm_source_types_ma_nguon_list" ON "crm_source_types" USING btree ("ma_nguon","id");--> statement-breakpoint
CREATE INDEX "crm_source_types_ten_nguon_list" ON "crm_source_types" USING btree ("ten_nguon" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_source_types_status_list" ON "crm_source_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_source_types_search" ON "crm_source_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_targets_ma_nv" ON "crm_targets" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "crm_targets_tu_ngay_list" ON "crm_targets" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "crm_targets_den_ngay_list" ON "crm_targets" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_targets_ma_nv_tu_ngay_unique" ON "crm_targets" USING btree ("ma_nv","tu_ngay");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_task_types_ma_loai_unique" ON "crm_task_types" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "crm_task_types_ma_loai_list" ON "crm_task_types" USING btree ("ma_loai","id");--> statement-breakpoint
CREATE INDEX "crm_task_types_ten_loai_list" ON "crm_task_types" USING btree ("ten_loai" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_task_types_status_list" ON "crm_task_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_task_types_search" ON "crm_task_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_loai" ON "crm_tasks" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_kh" ON "crm_tasks" USING btree ("ma_kh");--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_nv" ON "crm_tasks" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_chien_dich" ON "crm_tasks" USING btree ("ma_chien_dich");--> statement-breakpoint
CREATE INDEX "crm_tasks_tieu_de_list" ON "crm_tasks" USING btree ("tieu_de" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tasks_trang_thai_list" ON "crm_tasks" USING btree ("trang_thai","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tasks_bat_dau_list" ON "crm_tasks" USING btree ("bat_dau","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tasks_ket_thuc_list" ON "crm_tasks" USING btree ("ket_thuc","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tasks_ma_dvcs" ON "crm_tasks" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tasks_search" ON "crm_tasks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_ticket_types_ma_loai_unique" ON "crm_ticket_types" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "crm_ticket_types_ma_loai_list" ON "crm_ticket_types" USING btree ("ma_loai","id");--> statement-breakpoint
CREATE INDEX "crm_ticket_types_ten_loai_list" ON "crm_ticket_types" USING btree ("ten_loai" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "crm_ticket_types_status_list" ON "crm_ticket_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "crm_ticket_types_search" ON "crm_ticket_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_tickets_ma_loai" ON "crm_tickets" USING btree ("ma_loai");--> statement-breakpoint
CREATE INDEX "crm_tickets_ma_kh" ON "crm_tickets" USING btree ("ma_kh");--> statement-breakpoint
CREATE INDEX "crm_tickets_ma_nv" ON "crm_tickets" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "crm_tickets_tieu_de_list" ON "crm_tickets" USING btree ("tieu_de" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tickets_trang_thai_list" ON "crm_tickets" USING btree ("trang_thai","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tickets_bat_dau_list" ON "crm_tickets" USING btree ("bat_dau","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tickets_ket_thuc_list" ON "crm_tickets" USING btree ("ket_thuc","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tickets_muc_do_list" ON "crm_tickets" USING btree ("muc_do","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tickets_ma_dvcs" ON "crm_tickets" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "crm_tickets_search" ON "crm_tickets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "employees_ma_nv_unique" ON "employees" USING btree ("ma_nv");--> statement-breakpoint
CREATE INDEX "employees_ma_dvcs" ON "employees" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "employees_ma_nv_list" ON "employees" USING btree ("ma_nv","id");--> statement-breakpoint
CREATE INDEX "employees_ten_nv_list" ON "employees" USING btree ("ten_nv" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "employees_status_list" ON "employees" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "employees_search" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "call_center_extensions_user_name" ON "call_center_extensions" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "call_center_extensions_provider_code" ON "call_center_extensions" USING btree ("provider_code");--> statement-breakpoint
CREATE INDEX "call_center_extensions_phone_number" ON "call_center_extensions" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_provider_code" ON "call_center_phone_numbers" USING btree ("provider_code");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_ma_dvcs" ON "call_center_phone_numbers" USING btree ("ma_dvcs");