ALTER TABLE "branches" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_dvcs", '') || ' ' || coalesce("ten_dvcs", '') || ' ' || coalesce("address", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("tax_code", '')))) STORED;--> statement-breakpoint
ALTER TABLE "commands" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("menu_id", '') || ' ' || coalesce("command", '') || ' ' || coalesce("title", '')))) STORED;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_thue", '') || ' ' || coalesce("ten_thue", '')))) STORED;--> statement-breakpoint
ALTER TABLE "voucher_infos" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ct", '') || ' ' || coalesce("ten_ct", '') || ' ' || coalesce("prefix", '')))) STORED;--> statement-breakpoint
ALTER TABLE "call_center_extensions" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("extension", '') || ' ' || coalesce("ten", '') || ' ' || coalesce("user_name", '')))) STORED;--> statement-breakpoint
ALTER TABLE "call_center_phone_numbers" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("so_dien_thoai", '') || ' ' || coalesce("ten", '')))) STORED;--> statement-breakpoint
ALTER TABLE "call_center_providers" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("code", '') || ' ' || coalesce("name", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_broadcasts" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("tieu_de", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_call_logs" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ten_kh", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("noi_dung", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_campaign_partners" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ten_kh", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_campaigns" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_chien_dich", '') || ' ' || coalesce("ten_chien_dich", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_complain_types" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_complains" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("tieu_de", '') || ' ' || coalesce("ten_kh", '') || ' ' || coalesce("noi_dung", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_services" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_dv", '') || ' ' || coalesce("ten_dv", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_levels" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_cap_do", '') || ' ' || coalesce("ten_cap_do", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_partner_transfers" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_kh", '') || ' ' || coalesce("ten_kh", '')))) STORED;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_kh", '') || ' ' || coalesce("ten_kh", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("phone2", '') || ' ' || coalesce("email", '') || ' ' || coalesce("tags", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_service_expenses" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ten_chi_phi", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_source_type_options" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_chi_tiet", '') || ' ' || coalesce("ten_chi_tiet", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_source_types" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_nguon", '') || ' ' || coalesce("ten_nguon", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_task_types" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("tieu_de", '') || ' ' || coalesce("ten_kh", '') || ' ' || coalesce("noi_dung", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_ticket_types" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_loai", '') || ' ' || coalesce("ten_loai", '')))) STORED;--> statement-breakpoint
ALTER TABLE "crm_tickets" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("tieu_de", '') || ' ' || coalesce("ten_kh", '') || ' ' || coalesce("noi_dung", '')))) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_nv", '') || ' ' || coalesce("ten_nv", '') || ' ' || coalesce("dien_thoai", '') || ' ' || coalesce("email", '')))) STORED;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ck", '') || ' ' || coalesce("ten_ck", '')))) STORED;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_dvt", '') || ' ' || coalesce("ten_dvt", '')))) STORED;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_kho", '') || ' ' || coalesce("ten_kho", '') || ' ' || coalesce("dia_chi", '') || ' ' || coalesce("dien_thoai", '')))) STORED;--> statement-breakpoint
ALTER TABLE "layout_banners" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("title", '')))) STORED;--> statement-breakpoint
ALTER TABLE "custom1" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma", '') || ' ' || coalesce("ten", '')))) STORED;--> statement-breakpoint
ALTER TABLE "custom2" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma", '') || ' ' || coalesce("ten", '')))) STORED;--> statement-breakpoint
ALTER TABLE "custom3" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma", '') || ' ' || coalesce("ten", '')))) STORED;--> statement-breakpoint
ALTER TABLE "dictionaries" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_tudien", '') || ' ' || coalesce("ten_tudien", '') || ' ' || coalesce("group", '')))) STORED;--> statement-breakpoint
ALTER TABLE "stt" ADD COLUMN "search_pairs" "tsvector" GENERATED ALWAYS AS (public.sen_word_pairs(public.sen_unaccent(coalesce("ma_ct", '') || ' ' || coalesce("ten_stt", '')))) STORED;--> statement-breakpoint
CREATE INDEX "branches_search_pairs" ON "branches" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "commands_search_pairs" ON "commands" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "taxes_search_pairs" ON "taxes" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "voucher_infos_search_pairs" ON "voucher_infos" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "call_center_extensions_search_pairs" ON "call_center_extensions" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_search_pairs" ON "call_center_phone_numbers" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "call_center_providers_search_pairs" ON "call_center_providers" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_broadcasts_search_pairs" ON "crm_broadcasts" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_call_logs_search_pairs" ON "crm_call_logs" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_campaign_partners_search_pairs" ON "crm_campaign_partners" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_campaigns_search_pairs" ON "crm_campaigns" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_complain_types_search_pairs" ON "crm_complain_types" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_complains_search_pairs" ON "crm_complains" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_services_search_pairs" ON "crm_services" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_levels_search_pairs" ON "crm_levels" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_partner_transfers_search_pairs" ON "crm_partner_transfers" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "partners_search_pairs" ON "partners" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_service_expenses_search_pairs" ON "crm_service_expenses" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_source_type_options_search_pairs" ON "crm_source_type_options" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_source_types_search_pairs" ON "crm_source_types" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_task_types_search_pairs" ON "crm_task_types" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_tasks_search_pairs" ON "crm_tasks" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_ticket_types_search_pairs" ON "crm_ticket_types" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "crm_tickets_search_pairs" ON "crm_tickets" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "employees_search_pairs" ON "employees" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "discount_codes_search_pairs" ON "discount_codes" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "units_search_pairs" ON "units" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "warehouses_search_pairs" ON "warehouses" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "layout_banners_search_pairs" ON "layout_banners" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "custom1_search_pairs" ON "custom1" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "custom2_search_pairs" ON "custom2" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "custom3_search_pairs" ON "custom3" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "dictionaries_search_pairs" ON "dictionaries" USING gin ("search_pairs");--> statement-breakpoint
CREATE INDEX "stt_search_pairs" ON "stt" USING gin ("search_pairs");