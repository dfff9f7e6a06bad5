import type { AreaDef } from "./types.js";

export const dashboardArea = {
  id: "dashboard",
  title: "Tổng quan",
  title_en: "Dashboard",
  icon: "DashboardOutlined",
  children: [
    ["/dashboard/analytics", "Phân tích", "Analytics"],
    ["/dashboard/ecommerce", "Thương mại điện tử", "E-commerce"],
  ],
} as const satisfies AreaDef;

export const systemArea = {
  id: "system",
  title: "Hệ thống",
  title_en: "System",
  icon: "SettingOutlined",
  children: [
    {
      id: "system.g-users",
      title: "Tài khoản & truy cập",
      title_en: "Accounts & access",
      pages: [
        ["/system/users", "Người dùng", "Users"],
        ["/system/online", "Người dùng trực tuyến", "Online users"],
        ["/system/logs", "Nhật ký hệ thống", "System logs"],
      ],
    },
    {
      id: "system.g-call-center",
      title: "Tổng đài",
      title_en: "Call center",
      pages: [
        ["/system/call-center/phone-numbers", "Số điện thoại tổng đài", "Call-center phone numbers"],
        ["/system/call-center/providers", "Nhà cung cấp tổng đài", "Call-center providers"],
        ["/system/call-center/extensions", "Máy nhánh", "Extensions"],
      ],
    },
    {
      id: "system.g-categories",
      title: "Danh mục",
      title_en: "Categories",
      pages: [
        ["/system/branchs", "Chi nhánh", "Branches"],
        ["/system/custom1", "Danh mục tùy chỉnh 1", "Custom list 1"],
        ["/system/custom2", "Danh mục tùy chỉnh 2", "Custom list 2"],
        ["/system/custom3", "Danh mục tùy chỉnh 3", "Custom list 3"],
      ],
    },
    {
      id: "system.g-settings",
      title: "Cài đặt",
      title_en: "Settings",
      pages: [
        ["/system/settings", "Cấu hình hệ thống", "System settings"],
        ["/system/layout/banners", "Banner", "Banners"],
      ],
    },
    {
      id: "system.g-cryptography",
      title: "Mã hóa",
      title_en: "Cryptography",
      pages: [
        ["/system/cryptography/encrypt", "Mã hóa dữ liệu", "Encrypt data"],
        ["/system/cryptography/customer-card", "Mã hóa thẻ khách hàng", "Customer card encryption"],
      ],
    },
  ],
} as const satisfies AreaDef;

export const userArea = {
  id: "user",
  title: "Cá nhân",
  title_en: "My account",
  icon: "UserOutlined",
  children: [
    ["/user/profile", "Thông tin cá nhân", "Profile"],
    ["/user/todo", "Việc cần làm", "To-do"],
    ["/user/notifications", "Thông báo", "Notifications"],
  ],
} as const satisfies AreaDef;

export const appsArea = {
  id: "apps",
  title: "Ứng dụng",
  title_en: "Apps",
  icon: "MessageOutlined",
  children: [["/apps/chat", "Tin nhắn", "Chat"]],
} as const satisfies AreaDef;

export const clientArea = {
  id: "client",
  title: "Cổng khách hàng",
  title_en: "Customer portal",
  icon: "SolutionOutlined",
  children: [
    ["/client/customer-info", "Thông tin khách hàng", "Customer info"],
    ["/client/payment-card-histories", "Lịch sử thẻ thanh toán", "Payment card history"],
  ],
} as const satisfies AreaDef;

export const adminArea = {
  id: "admin",
  title: "Quản trị",
  title_en: "Administration",
  icon: "ControlOutlined",
  children: [["/admin/settings", "Thiết lập quản trị", "Admin settings"]],
} as const satisfies AreaDef;
