import type { Bilingual } from "./text.js";

/**
 * Known config entries: what a tenant can switch and set. Values are stored as text; booleans as 't' / 'f'.
 */

/** "secret": text that only administrators read back (keys, passwords of integrations). */
export const CONFIG_TYPES = ["boolean", "number", "text", "json", "secret"] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

export interface ConfigDefinition {
  name: string;
  group: string;
  type: ConfigType;
  /** Default value as stored text. */
  default: string;
  /** Vietnamese description. */
  description: string;
  description_en: string;
}

export const CONFIG_GROUPS = ["crm", "sale", "otp", "room", "customer", "stock", "call_center"] as const;
export type ConfigGroup = (typeof CONFIG_GROUPS)[number];

/** Default call statuses for crm_calllog_status. */
export const DEFAULT_CALLLOG_STATUSES = ["Nghe máy", "Không nghe máy", "Máy bận", "Sai số", "Hẹn gọi lại"] as const;

function bool(group: ConfigGroup, name: string, description: string, description_en: string, on = false) {
  return { name, group, type: "boolean", default: on ? "t" : "f", description, description_en } as const;
}

function num(group: ConfigGroup, name: string, value: number, description: string, description_en: string) {
  return { name, group, type: "number", default: String(value), description, description_en } as const;
}

function text(group: ConfigGroup, name: string, value: string, description: string, description_en: string) {
  return { name, group, type: "text", default: value, description, description_en } as const;
}

function secret(group: ConfigGroup, name: string, description: string, description_en: string) {
  return { name, group, type: "secret", default: "", description, description_en } as const;
}

function json(group: ConfigGroup, name: string, value: unknown, description: string, description_en: string) {
  return { name, group, type: "json", default: JSON.stringify(value), description, description_en } as const;
}

export const KNOWN_CONFIGS: readonly ConfigDefinition[] = Object.freeze([
  // CRM
  bool(
    "crm",
    "crm_partner_require_phone",
    "Bắt buộc nhập số điện thoại khách hàng",
    "Partner phone number is required",
    true,
  ),
  bool(
    "crm",
    "crm_partner_validate_website",
    "Kiểm tra website khách hàng đã có nhân viên khác phụ trách",
    "Check that a partner website is not already handled by another salesperson",
  ),
  bool(
    "crm",
    "crm_partner_search_detail",
    "Hiển thị thông tin chi tiết khi tra cứu khách hàng",
    "Show full details in partner search",
  ),
  json(
    "crm",
    "crm_calllog_status",
    DEFAULT_CALLLOG_STATUSES,
    "Danh sách trạng thái cuộc gọi (JSON)",
    "Call log statuses (JSON list)",
  ),
  bool(
    "crm",
    "crm_calllog_force_task",
    "Bắt buộc tạo lịch hẹn khi ghi nhận cuộc gọi",
    "Require an appointment when logging a call",
  ),
  bool(
    "crm",
    "crm_pancake",
    "Bật tích hợp nhắn tin trang mạng xã hội (Pancake)",
    "Enable Pancake social-page messaging",
  ),
  // Sales
  bool("sale", "sale_crm_service", "Cho phép bán dịch vụ từ CRM", "Allow selling services from CRM"),
  bool(
    "sale",
    "sale_use_package_money",
    "Cho phép thanh toán bằng tiền liệu trình",
    "Allow paying with service package money",
  ),
  bool(
    "sale",
    "sale_bill_require_card",
    "Bắt buộc có thẻ khách hàng khi lập hóa đơn",
    "A customer card is required on bills",
  ),
  bool("sale", "sale_gift_package", "Cho phép tặng liệu trình", "Allow gifting service packages"),
  bool(
    "sale",
    "sale_bill_deposit_service_package",
    "Cho phép đặt cọc liệu trình trên hóa đơn",
    "Allow service package deposits on bills",
  ),
  bool("sale", "sale_golden_hour", "Áp dụng giá giờ vàng", "Apply golden-hour pricing"),
  bool("sale", "sale_bill_price_manual", "Cho phép sửa đơn giá trên hóa đơn", "Allow manual prices on bills"),
  bool(
    "sale",
    "sale_bill_discount_manual",
    "Cho phép nhập chiết khấu thủ công trên hóa đơn",
    "Allow manual discounts on bills",
  ),
  bool("sale", "sale_bill_require_approve", "Hóa đơn bán hàng phải được duyệt", "Bills require approval"),
  bool(
    "sale",
    "sale_service_price_manual",
    "Cho phép sửa đơn giá trên phiếu dịch vụ",
    "Allow manual prices on service orders",
  ),
  bool(
    "sale",
    "sale_service_use_noname",
    "Cho phép thanh toán phiếu dịch vụ bằng thẻ vô danh",
    "Allow paying service orders with no-name cards",
  ),
  bool(
    "sale",
    "sale_service_package_not_enough",
    "Cho phép làm dịch vụ khi liệu trình không đủ số buổi",
    "Allow a service when the package has too few sessions left",
  ),
  bool(
    "sale",
    "sale_service_package_debt_money",
    "Cho phép sử dụng liệu trình còn nợ tiền",
    "Allow using packages with an unpaid balance",
  ),
  bool(
    "sale",
    "sale_service_package_multiple",
    "Cho phép sử dụng nhiều liệu trình trên một phiếu dịch vụ",
    "Allow several packages on one service order",
  ),
  bool(
    "sale",
    "sale_service_package_require_main",
    "Bắt buộc có dịch vụ chính khi sử dụng liệu trình",
    "A main service is required when using a package",
  ),
  bool(
    "sale",
    "sale_service_comsume",
    "Trừ vật tư tiêu hao theo định mức khi làm dịch vụ",
    "Consume materials by consumption norms when serving",
  ),
  bool("sale", "sale_service_require_approve", "Phiếu dịch vụ phải được duyệt", "Service orders require approval"),
  bool(
    "sale",
    "sale_service_discount_manual",
    "Cho phép nhập chiết khấu thủ công trên phiếu dịch vụ",
    "Allow manual discounts on service orders",
  ),
  bool(
    "sale",
    "sale_service_wage_auto",
    "Tự động tính tiền công nhân viên trên phiếu dịch vụ",
    "Compute employee wages on service orders automatically",
  ),
  bool(
    "sale",
    "sale_package_require_card",
    "Bắt buộc có thẻ khách hàng khi sử dụng liệu trình",
    "A customer card is required to use a package",
  ),
  bool(
    "sale",
    "sale_package_require_otp",
    "Yêu cầu xác thực OTP khi sử dụng liệu trình",
    "Require OTP confirmation to use a package",
  ),
  num("sale", "sale_package_otp_max", 3, "Số lần nhập OTP tối đa", "Maximum OTP tries"),
  text(
    "sale",
    "sale_service_room_type",
    "main",
    "Loại phòng dùng cho phiếu dịch vụ",
    "Room type used for service orders",
  ),
  num(
    "sale",
    "sale_return_days",
    0,
    "Số ngày được phép trả hàng kể từ ngày bán",
    "Number of days after the sale in which returns are allowed",
  ),
  bool("sale", "sale_service_reprint", "Cho phép in lại phiếu dịch vụ", "Allow reprinting service orders"),
  bool(
    "sale",
    "sale_no_name_discount_manual",
    "Cho phép nhập chiết khấu thủ công khi bán thẻ vô danh",
    "Allow manual discounts on no-name card sales",
  ),
  // OTP
  num("otp", "otp_expiration", 2, "Thời gian hiệu lực của mã OTP (phút)", "OTP validity (minutes)"),
  num("otp", "otp_max_hourly", 10, "Số mã OTP tối đa được gửi trong một giờ", "Maximum OTP codes sent per hour"),
  // Room orders
  num("room", "room_order_start_time", 0, "Thời gian bắt đầu tính cho đơn phòng", "Start time used for room orders"),
  bool(
    "room",
    "room_order_change_room_employee",
    "Cho phép đổi phòng và nhân viên trên đơn phòng",
    "Allow changing room and employee on room orders",
  ),
  // Customers
  bool(
    "customer",
    "customer_create_user",
    "Tạo tài khoản đăng nhập cho khách hàng: khách có số điện thoại đăng nhập khu vực khách hàng bằng mã OTP",
    "Give customers a sign-in: a customer with a phone signs in to the client area with a one-time code",
  ),
  bool(
    "customer",
    "customer_group3_manual",
    "Cho phép chọn nhóm khách hàng 3 thủ công",
    "Customer group 3 is set manually",
  ),
  // Stock
  bool(
    "stock",
    "stock_allow_negative",
    "Cho phép xuất kho âm (xuất quá số tồn)",
    "Allow negative stock (deliver more than is on hand)",
  ),
  // Call center
  bool("call_center", "call_center_enable", "Bật tích hợp tổng đài", "Enable the call-center integration"),
  text("call_center", "call_center_provider", "", "Nhà cung cấp tổng đài", "Call-center provider"),
  text("call_center", "call_center_endpoint", "", "Địa chỉ máy chủ tổng đài", "Call-center server address"),
  num("call_center", "call_center_port", 443, "Cổng kết nối tổng đài", "Call-center port"),
  text("call_center", "call_center_path", "", "Đường dẫn kết nối tổng đài", "Call-center connection path"),
  text("call_center", "call_center_domain", "", "Tên miền tổng đài", "Call-center domain"),
  text("call_center", "call_center_url", "", "Địa chỉ URL tổng đài", "Call-center URL"),
  secret("call_center", "call_center_access_key", "Khóa truy cập tổng đài", "Call-center access key"),
  bool("call_center", "call_center_widget", "Hiển thị widget nghe gọi", "Show the calling widget"),
  text("call_center", "call_center_widget_lib", "", "Thư viện widget nghe gọi (URL)", "Calling widget library (URL)"),
  json(
    "call_center",
    "call_center_libs",
    [],
    "Danh sách thư viện tổng đài (JSON)",
    "Call-center libraries (JSON list)",
  ),
] satisfies ConfigDefinition[]);

/** 't' (also 'true', '1', any case, surrounding spaces ignored) means true; anything else is false. */
export function configIsTrue(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const v = value.trim().toLowerCase();
  return v === "t" || v === "true" || v === "1";
}

/** Longest value a config holds. */
export const CONFIG_VALUE_MAX = 20_000;

/**
 * The value as stored for a config of `type` ('t' or 'f' for a boolean, trimmed number text, a
 * JSON list), or the reason it is refused.
 */
export function normalizeConfigValue(
  type: ConfigType,
  value: string,
): { ok: true; value: string } | { ok: false; error: Bilingual } {
  if (value.length > CONFIG_VALUE_MAX) {
    return {
      ok: false,
      error: { vi: `Giá trị tối đa ${CONFIG_VALUE_MAX} ký tự`, en: `At most ${CONFIG_VALUE_MAX} characters` },
    };
  }
  const v = value.trim();
  switch (type) {
    case "boolean": {
      const lower = v.toLowerCase();
      if (["t", "true", "1"].includes(lower)) return { ok: true, value: "t" };
      if (["f", "false", "0"].includes(lower)) return { ok: true, value: "f" };
      return {
        ok: false,
        error: { vi: "Giá trị phải là 't' (bật) hoặc 'f' (tắt)", en: "The value must be 't' (on) or 'f' (off)" },
      };
    }
    case "number":
      return /^-?\d+(\.\d+)?$/.test(v) && Number.isFinite(Number(v))
        ? { ok: true, value: v }
        : { ok: false, error: { vi: "Giá trị phải là một số", en: "The value must be a number" } };
    case "json":
      return isJsonList(v)
        ? { ok: true, value: v }
        : {
            ok: false,
            error: {
              vi: 'Giá trị phải là danh sách JSON, ví dụ ["A", "B"]',
              en: 'The value must be a JSON list, e.g. ["A", "B"]',
            },
          };
    default:
      return { ok: true, value };
  }
}

function isJsonList(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}
