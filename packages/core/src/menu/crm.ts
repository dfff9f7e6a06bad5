import type { AreaDef } from "./types.js";

export const crmArea = {
  id: "crm",
  title: "CRM",
  title_en: "CRM",
  icon: "TeamOutlined",
  children: [
    {
      id: "crm.g-partners",
      title: "Khách hàng",
      title_en: "Customers",
      pages: [
        ["/crm/partners", "Danh sách khách hàng", "Customer list"],
        ["/crm/partners-search", "Tra cứu khách hàng", "Customer search"],
        ["/crm/partners-vip", "Khách hàng VIP", "VIP customers"],
        ["/crm/partners-transfer", "Chuyển giao khách hàng", "Customer transfer"],
        ["/crm/partners-transfer-histories", "Lịch sử chuyển giao khách hàng", "Customer transfer history"],
        ["/crm/complains", "Khiếu nại", "Complaints"],
      ],
    },
    {
      id: "crm.g-tasks",
      title: "Lịch hẹn",
      title_en: "Appointments",
      pages: [
        ["/crm/tasks", "Danh sách lịch hẹn", "Appointment list"],
        ["/crm/task/calendar", "Lịch hẹn dạng lịch", "Appointment calendar"],
        ["/crm/tasks-search", "Tra cứu lịch hẹn", "Appointment search"],
        ["/crm/partner-tasks", "Lịch hẹn theo khách hàng", "Appointments by customer"],
      ],
    },
    {
      id: "crm.g-tickets",
      title: "Ticket",
      title_en: "Tickets",
      pages: [
        ["/crm/tickets", "Danh sách ticket", "Ticket list"],
        ["/crm/ticket/calendar", "Lịch ticket", "Ticket calendar"],
      ],
    },
    {
      id: "crm.g-call-center",
      title: "Tổng đài",
      title_en: "Call center",
      pages: [
        ["/crm/call-logs", "Nhật ký cuộc gọi", "Call logs"],
        ["/crm/call-center/call-logs", "Lịch sử cuộc gọi tổng đài", "Call-center call history"],
      ],
    },
    {
      id: "crm.g-campaigns",
      title: "Chiến dịch",
      title_en: "Campaigns",
      pages: [
        ["/crm/campaigns", "Danh sách chiến dịch", "Campaign list"],
        ["/crm/targets", "Mục tiêu", "Targets"],
        ["/crm/broadcast", "Gửi thông báo hàng loạt", "Broadcast"],
      ],
    },
    {
      id: "crm.g-services",
      title: "Dịch vụ",
      title_en: "Services",
      pages: [
        ["/crm/services", "Dịch vụ khách hàng", "Customer services"],
        ["/crm/service/expenses", "Chi phí dịch vụ", "Service expenses"],
        ["/crm/service/employee-responsibilities", "Nhân viên phụ trách dịch vụ", "Service employee responsibilities"],
      ],
    },
    {
      id: "crm.g-categories",
      title: "Danh mục",
      title_en: "Categories",
      pages: [
        ["/crm/task/types", "Loại lịch hẹn", "Appointment types"],
        ["/crm/ticket/types", "Loại ticket", "Ticket types"],
        ["/crm/complain-types", "Loại khiếu nại", "Complaint types"],
        ["/crm/source-types", "Nguồn khách hàng", "Customer sources"],
        ["/crm/source-type-options", "Chi tiết nguồn khách hàng", "Customer source options"],
        ["/crm/levels", "Cấp độ khách hàng", "Customer levels"],
      ],
    },
    {
      id: "crm.reports",
      title: "Báo cáo",
      title_en: "Reports",
      pages: [
        ["/crm/reports/employee", "Báo cáo theo nhân viên", "Report by employee"],
        ["/crm/reports/marketing", "Báo cáo marketing", "Marketing report"],
        ["/crm/reports/telesale", "Báo cáo telesale", "Telesale report"],
        ["/crm/reports/telesale-kpis", "Báo cáo KPI telesale", "Telesale KPI report"],
        ["/crm/reports/telesale-status", "Báo cáo trạng thái telesale", "Telesale status report"],
        ["/crm/reports/consultant", "Báo cáo tư vấn", "Consultant report"],
        ["/crm/reports/contact", "Báo cáo liên hệ", "Contact report"],
        ["/crm/reports/todo", "Báo cáo công việc", "To-do report"],
        ["/crm/reports/target", "Báo cáo mục tiêu", "Target report"],
      ],
    },
  ],
} as const satisfies AreaDef;
