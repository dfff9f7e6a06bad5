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
  otp_throttled: {
    vi: "Đã gửi {count} mã OTP cho khách trong một giờ qua: thử lại sau",
    en: "{count} OTP codes were sent to the customer in the last hour: try again later",
  },
  client_login_failed: {
    vi: "Mã xác thực không đúng hoặc đã hết hạn: kiểm tra lại mã hoặc gửi mã mới",
    en: "The code is wrong or has expired: check it or send a new one",
  },
  client_area_closed: {
    vi: "Cửa hàng chưa mở khu vực khách hàng",
    en: "The shop has not opened its client area",
  },
  card_not_found: { vi: "Không tìm thấy thẻ {ma_the}", en: "Card {ma_the} was not found" },
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
  nul_byte: {
    vi: "Dữ liệu chứa ký tự không hợp lệ (NUL)",
    en: "The request contains an invalid character (NUL)",
  },
  not_json: {
    vi: "Dữ liệu gửi lên phải ở dạng JSON (Content-Type: application/json)",
    en: "The request body must be JSON (Content-Type: application/json)",
  },
  invalid_url: { vi: "Đường dẫn không hợp lệ", en: "The URL is not valid" },
  too_deep: { vi: "Dữ liệu lồng nhau quá sâu", en: "The data is nested too deeply" },
  required: { vi: "Trường này là bắt buộc", en: "This field is required" },
  document_not_editable: {
    vi: "Chứng từ {so_ct} đã ghi sổ hoặc đã hủy, không sửa được",
    en: "Document {so_ct} is posted or cancelled and cannot be edited",
  },
  document_not_deletable: {
    vi: "Chỉ xóa được chứng từ đang lập; hãy hủy chứng từ {so_ct}",
    en: "Only a draft can be deleted; cancel document {so_ct} instead",
  },
  document_transition: {
    vi: "Không chuyển được chứng từ {so_ct} từ trạng thái {from} sang {to}",
    en: "Document {so_ct} cannot go from status {from} to {to}",
  },
  document_busy: {
    vi: "Chứng từ vừa được người khác thay đổi, vui lòng tải lại và thử lại",
    en: "Someone else changed the document just now; reload it and try again",
  },
  idempotency_mismatch: {
    vi: "Idempotency-Key này đã dùng cho một yêu cầu khác",
    en: "This Idempotency-Key was used for a different request",
  },
  stock_short: { vi: "Không đủ tồn kho", en: "Not enough stock" },
  period_locked: {
    vi: "Sổ kế toán đã khóa đến ngày {ngay_khoa}: không tạo, sửa, ghi sổ hay hủy được chứng từ ngày {ngay_ct}",
    en: "The books are locked up to {ngay_khoa}: a document dated {ngay_ct} cannot be created, edited, posted or cancelled",
  },
  journal_account: {
    vi: "Tài khoản {tk} không có trong hệ thống tài khoản hoặc có tài khoản chi tiết",
    en: "Account {tk} is not in the chart of accounts or has sub-accounts",
  },
  account_has_children: {
    vi: "Tài khoản {tk} có tài khoản chi tiết: hãy chọn một tài khoản chi tiết của nó",
    en: "Account {tk} has sub-accounts: choose one of them",
  },
  account_has_postings: {
    vi: "Tài khoản {tk} đã có số phát sinh hoặc số dư đầu kỳ: không mở thêm tài khoản chi tiết cho nó",
    en: "Account {tk} already has postings or openings: it takes no sub-accounts",
  },
  opening_not_by_partner: {
    vi: "Tài khoản {tk} không theo dõi theo đối tượng: công nợ đầu kỳ chỉ nhập cho tài khoản theo dõi đối tượng (131, 331…)",
    en: "Account {tk} is not kept by partner: opening debts go on accounts kept by partner (131, 331…)",
  },
  expense_item_unknown: {
    vi: "Khoản mục chi phí {ma_phi} không có hoặc đã ngừng sử dụng",
    en: "Expense item {ma_phi} does not exist or is no longer in use",
  },
  forbidden_action: {
    vi: "Bạn không có quyền {action}: cần quyền {right} của chức năng {command}",
    en: "You may not {action_en}: it takes the {right_en} right on {command_en}",
  },
  receipt_goods_gone: {
    vi: "Hàng của phiếu nhập đã xuất, không hủy được phiếu",
    en: "The goods of the receipt have already left; it cannot be cancelled",
  },
  record_not_found: { vi: "Không tìm thấy bản ghi", en: "The record was not found" },
  room_taken: {
    vi: "Phòng {room} đã có lịch từ {from} đến {to} ngày {day}",
    en: "Room {room} is booked from {from} to {to} on {day}",
  },
  booking_slot_taken: {
    vi: "Khung giờ này vừa có người đặt",
    en: "This time slot has just been booked by someone else",
  },
  booking_throttled: {
    vi: "Bạn đã đặt lịch quá nhiều lần, vui lòng thử lại sau {seconds} giây",
    en: "Too many bookings, please try again in {seconds} seconds",
  },
  booking_not_found: {
    vi: "Không tìm thấy lịch đặt, hoặc liên kết hủy lịch không đúng",
    en: "The booking was not found, or the cancel link is wrong",
  },
  booking_branch_not_found: {
    vi: "Chi nhánh không nhận đặt lịch trực tuyến",
    en: "This branch does not take online bookings",
  },
  room_order_overlap: {
    vi: "Phòng hoặc nhân viên đã có lịch trong khoảng thời gian này",
    en: "The room or the employee is already booked for this time",
  },
  employee_taken: {
    vi: "Nhân viên {employee} đã có lịch từ {from} đến {to} ngày {day}",
    en: "Employee {employee} is booked from {from} to {to} on {day}",
  },
  barcode_not_found: {
    vi: "Không tìm thấy hàng hóa có mã vạch {code}",
    en: "No product has the barcode {code}",
  },
  invalid_query: { vi: "Tham số không hợp lệ: {fields}", en: "Invalid parameters: {fields}" },
  duplicate: { vi: "Dữ liệu đã tồn tại", en: "This data already exists" },
  in_use: { vi: "Bản ghi đang được sử dụng, không thể xóa", en: "The record is in use and cannot be deleted" },
  in_use_by: {
    vi: "Không thể xóa {entity} {record}: đang được dùng ở {where}",
    en: "Cannot delete {entity_en} {record}: it is used in {where_en}",
  },
  value_in_use: {
    vi: "Không thể đổi {field} của {entity} {record}: đang được dùng ở {where}",
    en: "Cannot change the {field_en} of {entity_en} {record}: it is used in {where_en}",
  },
  branch_granted: {
    vi: "Không thể xóa hay đổi mã chi nhánh {record}: người dùng {users} đang được phân quyền chi nhánh này",
    en: "Cannot delete or recode branch {record}: user(s) {users} are granted it",
  },
  role_in_use: {
    vi: "Không thể xóa vai trò {record}: {count} người dùng đang áp dụng ({users}); hãy bỏ vai trò khỏi họ trước",
    en: "Cannot delete role {record}: {count} user(s) follow it ({users}); take it off them first",
  },
  payment_type_built_in: {
    vi: "{record} là hình thức thanh toán có sẵn của phần mềm, không thể xóa, đổi mã hay đổi cách thanh toán; hãy chuyển sang ngừng sử dụng",
    en: "{record} is a built-in payment type: it cannot be deleted, recoded or given another kind; set it inactive instead",
  },
  bank_bin_invalid: {
    vi: "Mã ngân hàng là mã BIN 6 chữ số của một ngân hàng trong danh sách VietQR (ví dụ 970436)",
    en: "The bank code is the 6-digit BIN of a bank on the VietQR list (e.g. 970436)",
  },
  bank_account_required: {
    vi: "Nhập số tài khoản nhận để in được mã VietQR",
    en: "Enter the receiving account number so that a VietQR code can be printed",
  },
  command_built_in: {
    vi: "{record} là chức năng có sẵn của phần mềm, không thể xóa hay đổi mã; hãy chuyển sang ngừng sử dụng",
    en: "{record} is a built-in menu command and cannot be deleted or renamed; set it inactive instead",
  },
  command_has_children: {
    vi: "Không thể xóa chức năng {record}: còn {count} chức năng con",
    en: "Cannot delete menu command {record}: it has {count} child command(s)",
  },
  config_built_in: {
    vi: "{name} là cấu hình có sẵn của phần mềm, không thể xóa",
    en: "{name} is a built-in config and cannot be deleted",
  },
  card_rotation_running: {
    vi: "Đang đổi khóa và mã hóa lại dữ liệu thẻ: chờ lần này xong rồi mới đổi khóa tiếp",
    en: "The card key is being changed and the card data re-encrypted: wait until it is done",
  },
  cannot_decrypt: {
    vi: "Không giải mã được: dữ liệu đã bị thay đổi, sai định dạng hoặc không được mã hóa bằng khóa của hệ thống",
    en: "Cannot decrypt: the data was altered, is malformed or was not encrypted with this system's key",
  },
  user_has_history: {
    vi: "Người dùng đã có lịch sử hoạt động nên không thể xóa, hãy chuyển sang ngừng sử dụng",
    en: "The user has activity history and cannot be deleted: deactivate them instead",
  },
  cannot_delete_self: { vi: "Bạn không thể xóa chính mình", en: "You cannot delete yourself" },
  password_changed: { vi: "Đổi mật khẩu thành công", en: "The password was changed" },
  sessions_ended: { vi: "Đã đăng xuất {count} phiên", en: "{count} session(s) signed out" },
} as const satisfies Record<string, { vi: string; en: string }>;

export type MessageKey = keyof typeof catalogue;
export type Lang = "vi" | "en";

export function languageOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith("en") ? "en" : "vi";
}

export function translate(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
