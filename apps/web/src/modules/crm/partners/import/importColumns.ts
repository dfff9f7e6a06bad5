import { foldVietnamese, partnerEntity } from "@sen/core";
import type { ImportRow } from "../partnersApi";

export type ImportKey = Exclude<keyof ImportRow, "line">;

const label = (name: string) => partnerEntity.fields.find((f) => f.name === name)?.label.vi ?? name;

/**
 * The columns an import file may have, in the template's order: the header (the field's Vietnamese label) and
 * other headers people write for it.
 */
export const IMPORT_COLUMNS: readonly { key: ImportKey; header: string; aliases: readonly string[] }[] = [
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

/** A header as compared: no case, no diacritics, punctuation as spaces ("Tỉnh/Thành" → "tinh thanh"). */
export function foldHeader(text: unknown): string {
  return foldVietnamese(String(text ?? ""))
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export type ColumnMapping = Partial<Record<ImportKey, number>>;

/**
 * Which sheet column holds each field, found by its header (the template's, an alias, or the field's own name,
 * ignoring case and diacritics); each sheet column serves one field at most.
 */
export function mapHeaders(headers: readonly unknown[]): ColumnMapping {
  const folded = headers.map(foldHeader);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const column of IMPORT_COLUMNS) {
    const names = [column.header, column.key, ...column.aliases].map(foldHeader);
    const at = names.map((name) => folded.findIndex((h, i) => h === name && !used.has(i))).find((i) => i >= 0);
    if (at !== undefined) {
      mapping[column.key] = at;
      used.add(at);
    }
  }
  return mapping;
}
