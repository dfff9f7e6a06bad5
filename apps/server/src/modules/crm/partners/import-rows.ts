import { z } from "zod";
import { bilingual, say } from "../../../platform/crud/messages.js";
import { importBodies } from "../../../platform/import/import-rows.js";
import { partnerField } from "./partner-references.js";

/** The columns of a partner import, as the web maps them from the sheet. */
const KEYS = [
  "ma_kh",
  "ten_kh",
  "phone",
  "phone2",
  "email",
  "gioi_tinh",
  "ngay_sinh",
  "dia_chi",
  "tinh",
  "phuong",
  "ma_nguon",
  "ma_cap_do",
  "ma_nvbh",
  "ghi_chu",
] as const;

export const partnerImportBodies = importBodies(KEYS, {
  /** The branch of the new partners: the one selected, else the first the request works on. */
  ma_dvcs: z.string().trim().max(20).optional(),
});
export type ImportRow = z.infer<typeof partnerImportBodies.row>;
export type ImportBody = z.infer<typeof partnerImportBodies.run>;

const label = (name: string) => partnerField(name).label;

/** What may be wrong with a row, in Vietnamese and English. */
export const problem = {
  nameMissing: bilingual("Thiếu tên khách hàng", "The customer name is missing"),
  phoneMissing: bilingual("Thiếu số điện thoại", "The phone number is missing"),
  phoneInvalid: bilingual("Số điện thoại không hợp lệ", "The phone number is not valid"),
  phoneTaken: (code: string, name: string) =>
    bilingual(`Số điện thoại đã có ở khách hàng ${code} ${name}`, `The phone number is customer ${code} ${name}'s`),
  phoneRepeated: (line: number) =>
    bilingual(`Trùng số điện thoại với dòng ${line}`, `The same phone number as line ${line}`),
  provinceUnknown: (v: string) => bilingual(`Không tìm thấy tỉnh/thành: ${v}`, `Province not found: ${v}`),
  wardUnknown: (v: string) => bilingual(`Không tìm thấy phường/xã: ${v}`, `Ward not found: ${v}`),
  birthdayInvalid: (v: string) => bilingual(`Ngày sinh không hợp lệ: ${v}`, `Invalid birthday: ${v}`),
  sourceUnknown: (v: string) => bilingual(`Không tìm thấy nguồn khách hàng: ${v}`, `Customer source not found: ${v}`),
  employeeUnknown: (v: string) => bilingual(`Không tìm thấy nhân viên: ${v}`, `Employee not found: ${v}`),
  codeTaken: (v: string) => bilingual(`Mã khách hàng đã tồn tại: ${v}`, `The customer code already exists: ${v}`),
  // Beyond the list the web knows, for values the partner form would refuse too.
  levelUnknown: (v: string) => bilingual(`Không tìm thấy cấp độ khách hàng: ${v}`, `Customer level not found: ${v}`),
  codeInvalid: (v: string) => bilingual(`Mã khách hàng không hợp lệ: ${v}`, `Invalid customer code: ${v}`),
  emailInvalid: (v: string) => bilingual(`Email không hợp lệ: ${v}`, `Invalid email: ${v}`),
  salespersonMissing: say.required(label("ma_nvbh")),
  tooLong: (name: string, max: number) => say.tooLong(label(name), max),
};
