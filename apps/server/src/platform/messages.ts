/**
 * Server messages in Vietnamese (default) and English. A request asks for English with
 * `Accept-Language: en`; anything else gets Vietnamese.
 */
const catalogue = {
  system_error: {
    vi: "Lỗi hệ thống, vui lòng thử lai sau ít phút!",
    en: "System error, please try again in a few minutes!",
  },
  invalid_input: { vi: "Dữ liệu không hợp lệ", en: "Invalid input" },
  route_not_found: { vi: "Không tìm thấy đường dẫn {path}", en: "Path {path} was not found" },
  tenant_missing: {
    vi: "Thiếu mã đơn vị thuê (header X-Tenant)",
    en: "The tenant code (header X-Tenant) is missing",
  },
  tenant_not_found: {
    vi: "Không tìm thấy đơn vị thuê '{code}'",
    en: "Tenant '{code}' was not found",
  },
  unauthenticated: {
    vi: "Phiên đăng nhập không hợp lệ hoặc đã hết hạn",
    en: "The session is invalid or has expired",
  },
  wrong_tenant: {
    vi: "Phiên đăng nhập không thuộc đơn vị thuê này",
    en: "The session does not belong to this tenant",
  },
  login_failed: {
    vi: "Tên đăng nhập hoặc mật khẩu không đúng",
    en: "The user name or password is incorrect",
  },
  login_throttled: {
    vi: "Đăng nhập sai quá nhiều lần, vui lòng thử lại sau {seconds} giây",
    en: "Too many failed sign-ins, please try again in {seconds} seconds",
  },
  refresh_invalid: {
    vi: "Mã làm mới phiên không hợp lệ hoặc đã được sử dụng",
    en: "The refresh token is invalid or has already been used",
  },
  forbidden: {
    vi: "Bạn không có quyền thực hiện chức năng này",
    en: "You do not have the right to do this",
  },
  branch_forbidden: {
    vi: "Bạn không được phân quyền đơn vị {branches}",
    en: "You are not granted the branch(es) {branches}",
  },
  no_branch: {
    vi: "Người dùng chưa được phân quyền đơn vị",
    en: "The user has not been granted any branch",
  },
  body_too_large: { vi: "Dữ liệu gửi lên quá lớn", en: "The request body is too large" },
  bad_json: { vi: "Dữ liệu gửi lên không đúng định dạng JSON", en: "The request body is not valid JSON" },
  required: { vi: "Trường này là bắt buộc", en: "This field is required" },
  record_not_found: { vi: "Không tìm thấy bản ghi", en: "The record was not found" },
  invalid_query: { vi: "Tham số không hợp lệ: {fields}", en: "Invalid parameters: {fields}" },
  duplicate: { vi: "Dữ liệu đã tồn tại", en: "This data already exists" },
  in_use: { vi: "Bản ghi đang được sử dụng, không thể xóa", en: "The record is in use and cannot be deleted" },
} as const satisfies Record<string, { vi: string; en: string }>;

export type MessageKey = keyof typeof catalogue;
export type Lang = "vi" | "en";

export function languageOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith("en") ? "en" : "vi";
}

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
