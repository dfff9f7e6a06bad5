import { z } from "zod";
import { bilingual, say } from "../../../platform/crud/messages.js";
import { partnerField } from "./partner-references.js";

/** A cell as the web reads it from Excel: text, or a number (a phone typed as a number). */
const cell = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).normalize("NFC").trim())
  .pipe(z.string().max(2000, bilingual("Ô tối đa 2,000 ký tự", "A cell takes at most 2,000 characters")))
  .nullish();

/** One line of an imported sheet; `line` is its number in the file, for the messages. */
export const importRow = z.object({
  line: z.number().int().min(1).max(1_000_000),
  ma_kh: cell,
  ten_kh: cell,
  phone: cell,
  phone2: cell,
  email: cell,
  gioi_tinh: cell,
  ngay_sinh: cell,
  dia_chi: cell,
  tinh: cell,
  phuong: cell,
  ma_nguon: cell,
  ma_cap_do: cell,
  ma_nvbh: cell,
  ghi_chu: cell,
});
export type ImportRow = z.infer<typeof importRow>;

const rows = (max: number) =>
  z
    .array(importRow)
    .min(1, bilingual("Không có dòng nào để nhập", "There are no rows to import"))
    .max(
      max,
      bilingual(`Tối đa ${max.toLocaleString("en")} dòng mỗi lần`, `At most ${max.toLocaleString("en")} rows a call`),
    );

/** A whole file is checked at once; rows are created in batches (the web shows the progress). */
export const importCheckBody = z.object({ rows: rows(5000) });
export const importBody = z.object({
  rows: rows(500),
  /** The branch of the new partners: the one selected, else the first the request works on. */
  ma_dvcs: z.string().trim().max(20).optional(),
});

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
