CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_bp" text NOT NULL,
	"ten_bp" text NOT NULL,
	"ma_bp_cha" text,
	"ma_nv_ql" text,
	"ma_dvcs" text,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_bp", '') || ' ' || coalesce("ten_bp", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_bp", '') || ' ' || coalesce("ten_bp", '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ma_ca" text NOT NULL,
	"ten_ca" text NOT NULL,
	"gio_bat_dau" text NOT NULL,
	"gio_ket_thuc" text NOT NULL,
	"nghi_giua_ca" integer DEFAULT 0 NOT NULL,
	"so_gio" numeric(18, 2),
	"ngay_lam" text DEFAULT 'T2,T3,T4,T5,T6,T7,CN' NOT NULL,
	"ghi_chu" text,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	"search_text" text GENERATED ALWAYS AS (public.sen_unaccent(coalesce("ma_ca", '') || ' ' || coalesce("ten_ca", ''))) STORED,
	"search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ca", '') || ' ' || coalesce("ten_ca", '')))) STORED
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "chi_nhanh_khac" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ma_bp" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gioi_tinh" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ngay_sinh" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ngay_vao_lam" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "cccd" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "ma_ca" text;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_ma_bp_unique" ON "departments" USING btree ("ma_bp");--> statement-breakpoint
CREATE INDEX "departments_ma_bp_cha" ON "departments" USING btree ("ma_bp_cha");--> statement-breakpoint
CREATE INDEX "departments_ma_nv_ql" ON "departments" USING btree ("ma_nv_ql");--> statement-breakpoint
CREATE INDEX "departments_ma_dvcs" ON "departments" USING btree ("ma_dvcs");--> statement-breakpoint
CREATE INDEX "departments_ma_bp_list" ON "departments" USING btree ("ma_bp","id");--> statement-breakpoint
CREATE INDEX "departments_ten_bp_list" ON "departments" USING btree ("ten_bp" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "departments_status_list" ON "departments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "departments_search" ON "departments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "departments_search_pairs" ON "departments" USING gin ("search_pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_ma_ca_unique" ON "shifts" USING btree ("ma_ca");--> statement-breakpoint
CREATE INDEX "shifts_ma_ca_list" ON "shifts" USING btree ("ma_ca","id");--> statement-breakpoint
CREATE INDEX "shifts_ten_ca_list" ON "shifts" USING btree ("ten_ca" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "shifts_gio_bat_dau_list" ON "shifts" USING btree ("gio_bat_dau" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "shifts_gio_ket_thuc_list" ON "shifts" USING btree ("gio_ket_thuc" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "shifts_status_list" ON "shifts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "shifts_search" ON "shifts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shifts_search_pairs" ON "shifts" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "employees_ma_bp" ON "employees" USING btree ("ma_bp");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_cccd_unique" ON "employees" USING btree ("cccd");--> statement-breakpoint
CREATE INDEX "employees_ma_ca" ON "employees" USING btree ("ma_ca");--> statement-breakpoint
CREATE INDEX "employees_ngay_vao_lam_list" ON "employees" USING btree ("ngay_vao_lam","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_name_unique" ON "employees" USING btree ("user_name");--> statement-breakpoint
-- Users already linked to their employee by their salesperson code show on the employee (one user each).
UPDATE "employees" e SET "user_name" = u."user_name"
FROM (SELECT DISTINCT ON ("saler") "saler", "user_name" FROM "users" WHERE "saler" IS NOT NULL ORDER BY "saler", "created_at") u
WHERE u."saler" = e."ma_nv";
--> statement-breakpoint
-- An employee shows the user whose salesperson code is theirs, however that code was set (the HR form or the users
-- screen): a user's new code, new name or deletion moves the employee's copy with it.
CREATE FUNCTION sen_employee_user_follows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clear constant text := format('UPDATE %I.employees SET user_name = NULL WHERE user_name = $1 AND ma_nv IS DISTINCT FROM $2', TG_TABLE_SCHEMA);
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE clear USING OLD.user_name, NULL::text;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    EXECUTE clear USING OLD.user_name, CASE WHEN NEW.user_name = OLD.user_name THEN NEW.saler END;
  END IF;
  IF NEW.saler IS NOT NULL THEN
    EXECUTE format('UPDATE %I.employees SET user_name = $1 WHERE ma_nv = $2 AND user_name IS DISTINCT FROM $1', TG_TABLE_SCHEMA)
      USING NEW.user_name, NEW.saler;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_employee_link AFTER INSERT OR UPDATE OF saler, user_name OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION sen_employee_user_follows();
