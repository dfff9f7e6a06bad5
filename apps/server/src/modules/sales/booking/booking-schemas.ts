import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { phoneSchema } from "../../crm/partners/contact-values.js";

/*
 * The public booking calls' shapes: every field bounded, codes short, a start an ISO instant, a name a plain line.
 * Nothing answered names another customer.
 */

const code = (vi: string, en: string) =>
  z
    .string({ error: bilingual(`${vi} là bắt buộc`, `${en} is required`) })
    .trim()
    .min(1, bilingual(`${vi} là bắt buộc`, `${en} is required`))
    .max(20, bilingual(`${vi} quá dài`, `${en} is too long`));
const branch = code("Chi nhánh", "The branch");
const service = code("Dịch vụ", "The service");
const invalidStart = bilingual("Giờ bắt đầu không hợp lệ", "The start is not a valid time");
/** An instant of the years 2000–2999: what the database keeps and a booking may be. */
const start = z.iso
  .datetime({ offset: true, error: invalidStart })
  .refine((at) => /^2\d{3}-/.test(at) && !Number.isNaN(Date.parse(at)), { error: invalidStart });

export const servicesQuery = z.object({ ma_dvcs: branch });
export const slotsQuery = z.object({
  ma_dvcs: branch,
  ma_vt: service,
  ngay: z.iso
    .date({ error: bilingual("Ngày không hợp lệ (YYYY-MM-DD)", "The day is not valid (YYYY-MM-DD)") })
    .regex(/^2\d{3}-/, bilingual("Ngày không hợp lệ (YYYY-MM-DD)", "The day is not valid (YYYY-MM-DD)")),
});
export const slotQuery = z.object({ ma_dvcs: branch, ma_vt: service, bat_dau: start });

export const bookingBody = z.object({
  ma_dvcs: branch,
  ma_vt: service,
  bat_dau: start,
  ten_kh: z
    .string({ error: bilingual("Họ tên là bắt buộc", "The name is required") })
    .trim()
    .min(2, bilingual("Vui lòng nhập họ tên", "Please type your name"))
    .max(100, bilingual("Họ tên quá dài", "The name is too long")),
  phone: phoneSchema({ vi: "Số điện thoại", en: "Phone" }),
  ma_phong: code("Phòng", "The room").optional(),
  ma_nv: code("Kỹ thuật viên", "The technician").optional(),
});

export const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, bilingual("Liên kết hủy lịch không đúng", "The cancel link is wrong")),
});

export const servicesAnswer = z.object({
  ten_dvcs: z.string(),
  items: z.array(z.object({ ma_vt: z.string(), ten_vt: z.string(), so_phut: z.number(), gia_ban: z.number() })),
});
export const slotsAnswer = z.object({
  so_phut: z.number(),
  items: z.array(z.object({ bat_dau: z.string(), ket_thuc: z.string() })),
});
export const techniciansAnswer = z.object({ items: z.array(z.object({ ma_nv: z.string(), ten_nv: z.string() })) });
export const bookingAnswer = z.object({
  ten_dvcs: z.string(),
  ten_vt: z.string(),
  bat_dau: z.string(),
  ket_thuc: z.string(),
  ten_nv: z.string().nullable(),
  phone: z.string().describe("Where the confirmation and its cancel link went"),
});
export const bookingShown = z.object({
  ten_dvcs: z.string(),
  ten_vt: z.string().nullable(),
  bat_dau: z.string(),
  ket_thuc: z.string(),
  trang_thai: z.string(),
});
