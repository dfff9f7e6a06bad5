DROP INDEX "branches_ten_dvcs";--> statement-breakpoint
DROP INDEX "branches_status";--> statement-breakpoint
DROP INDEX "commands_title";--> statement-breakpoint
DROP INDEX "commands_sort";--> statement-breakpoint
DROP INDEX "commands_status";--> statement-breakpoint
DROP INDEX "taxes_ten_thue";--> statement-breakpoint
DROP INDEX "taxes_thue_suat";--> statement-breakpoint
DROP INDEX "taxes_ngay_hieu_luc";--> statement-breakpoint
DROP INDEX "taxes_status";--> statement-breakpoint
DROP INDEX "voucher_infos_ma_ct";--> statement-breakpoint
DROP INDEX "voucher_infos_status";--> statement-breakpoint
DROP INDEX "voucher_infos_ten_ct";--> statement-breakpoint
DROP INDEX "call_center_extensions_ten";--> statement-breakpoint
DROP INDEX "call_center_extensions_status";--> statement-breakpoint
DROP INDEX "call_center_phone_numbers_ten";--> statement-breakpoint
DROP INDEX "call_center_phone_numbers_status";--> statement-breakpoint
DROP INDEX "call_center_providers_name";--> statement-breakpoint
DROP INDEX "call_center_providers_enable";--> statement-breakpoint
DROP INDEX "discount_codes_ten_ck";--> statement-breakpoint
DROP INDEX "discount_codes_gia_tri";--> statement-breakpoint
DROP INDEX "discount_codes_tu_ngay";--> statement-breakpoint
DROP INDEX "discount_codes_den_ngay";--> statement-breakpoint
DROP INDEX "discount_codes_status";--> statement-breakpoint
DROP INDEX "units_ten_dvt";--> statement-breakpoint
DROP INDEX "units_status";--> statement-breakpoint
DROP INDEX "warehouses_ten_kho";--> statement-breakpoint
DROP INDEX "warehouses_thu_kho";--> statement-breakpoint
DROP INDEX "warehouses_status";--> statement-breakpoint
DROP INDEX "layout_banners_title";--> statement-breakpoint
DROP INDEX "layout_banners_position";--> statement-breakpoint
DROP INDEX "layout_banners_sort";--> statement-breakpoint
DROP INDEX "layout_banners_tu_ngay";--> statement-breakpoint
DROP INDEX "layout_banners_den_ngay";--> statement-breakpoint
DROP INDEX "layout_banners_status";--> statement-breakpoint
DROP INDEX "custom1_ten";--> statement-breakpoint
DROP INDEX "custom1_status";--> statement-breakpoint
DROP INDEX "custom2_ten";--> statement-breakpoint
DROP INDEX "custom2_status";--> statement-breakpoint
DROP INDEX "custom3_ten";--> statement-breakpoint
DROP INDEX "custom3_status";--> statement-breakpoint
DROP INDEX "dictionaries_ten_tudien";--> statement-breakpoint
DROP INDEX "dictionaries_group";--> statement-breakpoint
DROP INDEX "dictionaries_sort";--> statement-breakpoint
DROP INDEX "dictionaries_status";--> statement-breakpoint
DROP INDEX "stt_ma_ct";--> statement-breakpoint
DROP INDEX "stt_status";--> statement-breakpoint
DROP INDEX "stt_ten_stt";--> statement-breakpoint
DROP INDEX "stt_sort";--> statement-breakpoint
DROP INDEX "stt_active";--> statement-breakpoint
CREATE INDEX "branches_ma_dvcs_list" ON "branches" USING btree ("ma_dvcs","id");--> statement-breakpoint
CREATE INDEX "branches_ten_dvcs_list" ON "branches" USING btree ("ten_dvcs" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "branches_status_list" ON "branches" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "commands_menu_id_list" ON "commands" USING btree ("menu_id" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "commands_title_list" ON "commands" USING btree ("title" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "commands_sort_list" ON "commands" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "commands_status_list" ON "commands" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "taxes_ma_thue_list" ON "taxes" USING btree ("ma_thue","id");--> statement-breakpoint
CREATE INDEX "taxes_ten_thue_list" ON "taxes" USING btree ("ten_thue" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "taxes_thue_suat_list" ON "taxes" USING btree ("thue_suat","id");--> statement-breakpoint
CREATE INDEX "taxes_ngay_hieu_luc_list" ON "taxes" USING btree ("ngay_hieu_luc","id");--> statement-breakpoint
CREATE INDEX "taxes_status_list" ON "taxes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "voucher_infos_ma_ct_list" ON "voucher_infos" USING btree ("ma_ct","id");--> statement-breakpoint
CREATE INDEX "voucher_infos_status_list" ON "voucher_infos" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "voucher_infos_ten_ct_list" ON "voucher_infos" USING btree ("ten_ct" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "call_center_extensions_extension_list" ON "call_center_extensions" USING btree ("extension","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "call_center_extensions_ten_list" ON "call_center_extensions" USING btree ("ten" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "call_center_extensions_status_list" ON "call_center_extensions" USING btree ("status","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_so_dien_thoai_list" ON "call_center_phone_numbers" USING btree ("so_dien_thoai","id");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_ten_list" ON "call_center_phone_numbers" USING btree ("ten" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "call_center_phone_numbers_status_list" ON "call_center_phone_numbers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "call_center_providers_code_list" ON "call_center_providers" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "call_center_providers_name_list" ON "call_center_providers" USING btree ("name" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "call_center_providers_enable_list" ON "call_center_providers" USING btree ("enable","id");--> statement-breakpoint
CREATE INDEX "discount_codes_ma_ck_list" ON "discount_codes" USING btree ("ma_ck","id");--> statement-breakpoint
CREATE INDEX "discount_codes_ten_ck_list" ON "discount_codes" USING btree ("ten_ck" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "discount_codes_gia_tri_list" ON "discount_codes" USING btree ("gia_tri","id");--> statement-breakpoint
CREATE INDEX "discount_codes_tu_ngay_list" ON "discount_codes" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "discount_codes_den_ngay_list" ON "discount_codes" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "discount_codes_status_list" ON "discount_codes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "units_ma_dvt_list" ON "units" USING btree ("ma_dvt","id");--> statement-breakpoint
CREATE INDEX "units_ten_dvt_list" ON "units" USING btree ("ten_dvt" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "units_status_list" ON "units" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "warehouses_ma_kho_list" ON "warehouses" USING btree ("ma_kho","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "warehouses_ten_kho_list" ON "warehouses" USING btree ("ten_kho" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "warehouses_thu_kho_list" ON "warehouses" USING btree ("thu_kho" COLLATE "vi-x-icu","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "warehouses_status_list" ON "warehouses" USING btree ("status","id","ma_dvcs");--> statement-breakpoint
CREATE INDEX "layout_banners_title_list" ON "layout_banners" USING btree ("title" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "layout_banners_position_list" ON "layout_banners" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "layout_banners_sort_list" ON "layout_banners" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "layout_banners_tu_ngay_list" ON "layout_banners" USING btree ("tu_ngay","id");--> statement-breakpoint
CREATE INDEX "layout_banners_den_ngay_list" ON "layout_banners" USING btree ("den_ngay","id");--> statement-breakpoint
CREATE INDEX "layout_banners_status_list" ON "layout_banners" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "custom1_ma_list" ON "custom1" USING btree ("ma","id");--> statement-breakpoint
CREATE INDEX "custom1_ten_list" ON "custom1" USING btree ("ten" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "custom1_status_list" ON "custom1" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "custom2_ma_list" ON "custom2" USING btree ("ma","id");--> statement-breakpoint
CREATE INDEX "custom2_ten_list" ON "custom2" USING btree ("ten" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "custom2_status_list" ON "custom2" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "custom3_ma_list" ON "custom3" USING btree ("ma","id");--> statement-breakpoint
CREATE INDEX "custom3_ten_list" ON "custom3" USING btree ("ten" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "custom3_status_list" ON "custom3" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "dictionaries_ma_tudien_list" ON "dictionaries" USING btree ("ma_tudien","id");--> statement-breakpoint
CREATE INDEX "dictionaries_ten_tudien_list" ON "dictionaries" USING btree ("ten_tudien" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "dictionaries_group_list" ON "dictionaries" USING btree ("group" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "dictionaries_sort_list" ON "dictionaries" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "dictionaries_status_list" ON "dictionaries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stt_ma_ct_list" ON "stt" USING btree ("ma_ct","id");--> statement-breakpoint
CREATE INDEX "stt_status_list" ON "stt" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "stt_ten_stt_list" ON "stt" USING btree ("ten_stt" COLLATE "vi-x-icu","id");--> statement-breakpoint
CREATE INDEX "stt_sort_list" ON "stt" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "stt_active_list" ON "stt" USING btree ("active","id");