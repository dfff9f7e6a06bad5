import { type ImportColumn, partnerEntity } from "@sen/core";
import type { TFunction } from "i18next";
import type { ImportSpec } from "@/platform/import";
import { type ImportRow, partnersApi } from "../partnersApi";

export type ImportKey = Exclude<keyof ImportRow, "line">;

const label = (name: string) => partnerEntity.fields.find((f) => f.name === name)?.label.vi ?? name;

/**
 * The columns a customer file may have, in the template's order: the header (the field's Vietnamese label) and
 * other headers people write for it.
 */
export const IMPORT_COLUMNS: readonly ImportColumn<ImportKey>[] = [
  { key: "ma_kh", header: label("ma_kh"), aliases: ["Mã KH", "Mã"] },
  { key: "ten_kh", header: label("ten_kh"), aliases: ["Họ tên", "Họ và tên", "Tên", "Khách hàng", "Tên KH"] },
  { key: "phone", header: label("phone"), aliases: ["Số điện thoại", "SĐT", "SDT", "Di động", "Điện thoại di động"] },
  { key: "phone2", header: label("phone2"), aliases: ["Điện thoại 2", "SĐT 2", "Số điện thoại khác"] },
  { key: "email", header: label("email"), aliases: ["E-mail", "Thư điện tử"] },
  { key: "gioi_tinh", header: label("gioi_tinh"), aliases: ["Giới"] },
  { key: "ngay_sinh", header: label("ngay_sinh"), aliases: ["Sinh nhật", "Ngày tháng năm sinh"] },
  { key: "dia_chi", header: label("dia_chi"), aliases: ["Địa chỉ chi tiết", "Số nhà, đường"] },
  { key: "tinh", header: "Tỉnh/thành", aliases: ["Tỉnh", "Thành phố", "Tỉnh/thành phố", "Tỉnh thành"] },
  { key: "phuong", header: "Phường/xã", aliases: ["Phường", "Xã", "Phường xã"] },
  { key: "ma_nguon", header: label("ma_nguon"), aliases: ["Nguồn", "Mã nguồn"] },
  { key: "ma_cap_do", header: label("ma_cap_do"), aliases: ["Mã cấp độ", "Hạng"] },
  { key: "ma_nvbh", header: label("ma_nvbh"), aliases: ["Mã NVBH", "Mã nhân viên", "Nhân viên", "Nhân viên bán hàng"] },
  { key: "ghi_chu", header: label("ghi_chu"), aliases: ["Note"] },
];

const PHONE_KEYS = new Set(["phone", "phone2"]);

/** A phone typed as a number gets back the leading 0 Excel dropped (901234567 → "0901234567"). */
export function partnerCell(key: string, text: string): string {
  return PHONE_KEYS.has(key) && /^[1-9]\d{8}$/.test(text) ? `0${text}` : text;
}

/** 'Nhập từ Excel' of the customers. */
export function partnerImport(t: TFunction): ImportSpec {
  return {
    columns: IMPORT_COLUMNS,
    check: (rows) => partnersApi.importCheck(rows as ImportRow[]),
    run: (rows) => partnersApi.importRows(rows as ImportRow[]),
    fix: partnerCell,
    shown: [
      { key: "ten_kh", title: t("crmPartners.import.name"), width: 180 },
      { key: "phone", title: t("crmPartners.import.phone"), width: 120 },
      { key: "tinh", title: t("crmPartners.import.province"), width: 150 },
    ],
    text: {
      title: t("crmPartners.import.title"),
      pickHint: t("crmPartners.import.pickHint"),
      created: (n) => t("crmPartners.import.created", { n }),
    },
    template: { sheet: "Khách hàng", file: "mau-nhap-khach-hang.xlsx" },
    reportFile: "bao-cao-nhap-khach-hang.xlsx",
  };
}
