import {
  BANK_ACCOUNT,
  bankOfBin,
  isAccountHolder,
  isValidPhone,
  SHOP_TEXT_MAX,
  type ShopTextField,
  TAX_CODE_PROBLEMS,
  taxCodeProblem,
  toAccountHolder,
} from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";

const LABELS: Record<ShopTextField, [vi: string, en: string]> = {
  ten_cong_ty: ["Tên công ty", "Company name"],
  ma_so_thue: ["Mã số thuế", "Tax code"],
  dia_chi: ["Địa chỉ", "Address"],
  dien_thoai: ["Điện thoại", "Phone"],
  email: ["Email", "Email"],
  ma_ngan_hang: ["Ngân hàng", "Bank"],
  so_tai_khoan: ["Số tài khoản", "Account number"],
  chu_tai_khoan: ["Chủ tài khoản", "Account holder"],
  chan_phieu: ["Chân phiếu", "Receipt footer"],
};

/** "" clears a setting (the web client drops nulls from a body, so blank is how a field is emptied). */
const text = (name: ShopTextField) => {
  const [vi, en] = LABELS[name];
  const max = SHOP_TEXT_MAX[name];
  return z
    .string()
    .trim()
    .max(max, bilingual(`${vi} tối đa ${max} ký tự`, `${en} takes at most ${max} characters`));
};

const blankOr = (rule: (value: string) => boolean) => (value: string) => value === "" || rule(value);

const taxCode = text("ma_so_thue").superRefine((value, ctx) => {
  const problem = value === "" ? undefined : taxCodeProblem(value);
  if (problem)
    ctx.addIssue({ code: "custom", message: bilingual(TAX_CODE_PROBLEMS[problem].vi, TAX_CODE_PROBLEMS[problem].en) });
});

const defaultWarehouse = z.object({
  ma_dvcs: z
    .string()
    .trim()
    .min(1, bilingual("Chi nhánh là bắt buộc", "The branch is required"))
    .max(50, bilingual("Mã chi nhánh tối đa 50 ký tự", "A branch code takes at most 50 characters")),
  /** "" leaves the branch without a default warehouse. */
  ma_kho: z
    .string()
    .trim()
    .max(50, bilingual("Mã kho tối đa 50 ký tự", "A warehouse code takes at most 50 characters")),
});

/** A save: only the fields sent change, so two people saving different fields at once both keep theirs. */
export const shopSettingsChange = z
  .object({
    ten_cong_ty: text("ten_cong_ty"),
    ma_so_thue: taxCode,
    dia_chi: text("dia_chi"),
    dien_thoai: text("dien_thoai").refine(
      blankOr(isValidPhone),
      bilingual("Số điện thoại không hợp lệ", "The phone number is not valid"),
    ),
    email: text("email").refine(
      blankOr((v) => z.email().safeParse(v).success),
      bilingual("Email không hợp lệ", "The email is not valid"),
    ),
    ma_ngan_hang: text("ma_ngan_hang").refine(
      blankOr((v) => bankOfBin(v) !== undefined),
      bilingual("Ngân hàng không có trong danh sách", "The bank is not in the list"),
    ),
    so_tai_khoan: text("so_tai_khoan").refine(
      blankOr((v) => BANK_ACCOUNT.test(v)),
      bilingual("Số tài khoản chỉ gồm chữ cái và chữ số", "An account number holds only letters and digits"),
    ),
    chu_tai_khoan: text("chu_tai_khoan")
      .refine(
        blankOr(isAccountHolder),
        bilingual(
          "Tên chủ tài khoản chỉ gồm chữ cái, chữ số, khoảng trắng và . , - & ( )",
          "An account holder's name holds only letters, digits, spaces and . , - & ( )",
        ),
      )
      .transform(toAccountHolder),
    chan_phieu: text("chan_phieu"),
    kho_mac_dinh: z
      .array(defaultWarehouse)
      .max(500, bilingual("Tối đa 500 chi nhánh một lần", "At most 500 branches at a time")),
  })
  .partial();

export type ShopSettingsChange = z.infer<typeof shopSettingsChange>;

export const LOGO_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const logoUpload = z.object({
  /** The image's bytes in base64 (what FileReader gives after "base64,"). */
  data: z
    .string()
    .min(1, bilingual("Chưa chọn ảnh logo", "No logo image was chosen"))
    .regex(LOGO_BASE64, bilingual("Ảnh logo không đọc được", "The logo image could not be read")),
});

export const logoInfo = z.object({
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});

const textValues = Object.fromEntries(Object.keys(LABELS).map((name) => [name, z.string()])) as Record<
  ShopTextField,
  z.ZodString
>;

export const shopSettingsView = z.object({
  ...textValues,
  version: z.number().int(),
  updated_at: z.date().nullable(),
  updated_by: z.string().nullable(),
  logo: logoInfo.nullable(),
  kho_mac_dinh: z.array(
    z.object({
      ma_dvcs: z.string(),
      ten_dvcs: z.string(),
      ma_kho: z.string().nullable(),
      ten_kho: z.string().nullable(),
    }),
  ),
  /** The active warehouses of those branches: what each branch may pick from. */
  kho_chon: z.array(z.object({ ma_kho: z.string(), ten_kho: z.string(), ma_dvcs: z.string() })),
});

export type ShopSettingsView = z.infer<typeof shopSettingsView>;

export const printHeader = z.object({
  ten_cong_ty: z.string(),
  ma_so_thue: z.string(),
  dia_chi: z.string(),
  dien_thoai: z.string(),
  email: z.string(),
  chan_phieu: z.string(),
  logo_url: z.string().nullable(),
  ngan_hang: z
    .object({ bin: z.string(), ten_ngan_hang: z.string(), so_tai_khoan: z.string(), chu_tai_khoan: z.string() })
    .nullable(),
});
