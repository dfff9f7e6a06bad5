import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";
import { isoDate } from "../../platform/documents/document.schemas.js";
import { listOf } from "../../platform/lists.js";
import { phoneSchema } from "../crm/partners/contact-values.js";
import { cardCode, page } from "../sales/cards/card.schemas.js";

const phone = phoneSchema({ vi: "Số điện thoại", en: "Phone" });

export const codeBody = z.object({ phone });

export const codeSent = z.object({
  phone: z.string().describe("The phone as typed, masked: the code went there if it is a customer's"),
  minutes: z.number().describe("How long a code is good for"),
});

export const signInBody = z.object({
  phone,
  otp: z
    .string({ error: bilingual("Mã xác thực là bắt buộc", "The code is required") })
    .trim()
    .regex(/^\d{6}$/, bilingual("Mã xác thực gồm 6 chữ số", "The code has 6 digits")),
});

export const clientToken = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().describe("Seconds the sign-in lasts, unless the customer signs out first"),
  customer: z.object({ ma_kh: z.string(), ten_kh: z.string() }),
});

export const customerInfo = z.object({
  ma_kh: z.string(),
  ten_kh: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  gioi_tinh: z.string().nullable(),
  ngay_sinh: z.string().nullable().describe("YYYY-MM-DD"),
  dia_chi: z.string().nullable(),
  dia_ban: z.string().describe("Ward, district and province by name"),
  nhom_kh: z.array(z.string()).describe("The names of the customer's groups (1, 2 and 3), those set"),
  vip: z.boolean(),
  vip_den_ngay: z.string().nullable().describe("YYYY-MM-DD"),
});

export const customerCards = listOf(
  z.object({
    ma_the: z.string(),
    so_du: z.number(),
    khoa: z.boolean(),
    ngay_het_han: z.string().nullable().describe("YYYY-MM-DD; none: the card never expires"),
  }),
);

export const historyQuery = z.object({
  ma_the: cardCode,
  fromDate: isoDate().optional(),
  toDate: isoDate().optional(),
  ...page,
});

export const cardMovements = listOf(
  z.object({
    id: z.number(),
    ngay_ct: z.string().describe("YYYY-MM-DD"),
    loai: z.string().describe("The kind of movement, as the card ledger names it"),
    tien: z.number(),
    so_du: z.number().describe("The balance the movement left"),
    so_ct: z.string().nullable(),
    ten_dvcs: z.string().describe("The branch where it happened"),
    dien_giai: z.string(),
  }),
);
