/**
 * Menu command tree the demo tenant is seeded with (SPEC §2, §3 "Menu command", §6 route guards).
 *
 * Tree: area → group → page (depth ≤ 3; small areas hold pages directly). Areas and groups are pure grouping
 * nodes (command null). Every page is one route of SPEC §2; routes with an {id} parameter, /new pages and the
 * cashier sub-pages are not listed because the guard matches commands by path prefix.
 *
 * Codes: a page's menu_id is its path without the leading slash, "/" replaced by "." ("/crm/reports/employee" →
 * "crm.reports.employee"). Group ids are "<area>.g-<name>", except the report groups, which use the natural
 * path prefix ("crm.reports", "sales.reports", "accounting.reports") because no page has that path.
 */

export interface MenuCommand {
  /** Stable code, dotted lowercase. */
  menu_id: string;
  /** Parent menu_id; null for the top-level areas. */
  menu_id0: string | null;
  /** Route path (prefix); null for pure grouping nodes (areas and groups). */
  command: string | null;
  /** Vietnamese title. */
  title: string;
  title_en: string;
  /** Order among siblings (10, 20, 30 ...). */
  sort: number;
  /** @ant-design/icons component name; only on top-level areas. */
  icon?: string;
}

/** [route path, Vietnamese title, English title] */
type PageDef = readonly [command: string, title: string, title_en: string];

interface GroupDef {
  id: string;
  title: string;
  title_en: string;
  pages: readonly PageDef[];
}

interface AreaDef {
  id: string;
  title: string;
  title_en: string;
  icon: string;
  children: readonly (GroupDef | PageDef)[];
}

const TREE: readonly AreaDef[] = [
  {
    id: "dashboard",
    title: "Tổng quan",
    title_en: "Dashboard",
    icon: "DashboardOutlined",
    children: [
      ["/dashboard/analytics", "Phân tích", "Analytics"],
      ["/dashboard/ecommerce", "Thương mại điện tử", "E-commerce"],
    ],
  },
  {
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
          ["/crm/partners", "Khách hàng", "Customers"],
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
          ["/crm/tasks", "Lịch hẹn", "Appointments"],
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
          ["/crm/tickets", "Ticket", "Tickets"],
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
          ["/crm/campaigns", "Chiến dịch", "Campaigns"],
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
          [
            "/crm/service/employee-responsibilities",
            "Nhân viên phụ trách dịch vụ",
            "Service employee responsibilities",
          ],
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
  },
  {
    id: "sales",
    title: "Bán hàng",
    title_en: "Sales",
    icon: "ShoppingCartOutlined",
    children: [
      {
        id: "sales.g-orders",
        title: "Đơn hàng",
        title_en: "Orders",
        pages: [
          ["/sales/sale-orders", "Đơn đặt hàng", "Sales orders"],
          ["/sales/retail-orders", "Đơn bán lẻ", "Retail orders"],
          ["/sales/bills", "Hóa đơn bán hàng", "Sales bills"],
          ["/sales/bills/approve", "Duyệt hóa đơn bán hàng", "Approve sales bills"],
          ["/sales/returns", "Phiếu trả hàng", "Returns"],
          ["/sales/returns/approve", "Duyệt phiếu trả hàng", "Approve returns"],
          ["/sales/gift-orders", "Đơn quà tặng", "Gift orders"],
        ],
      },
      {
        id: "sales.g-services",
        title: "Dịch vụ & liệu trình",
        title_en: "Services & packages",
        pages: [
          ["/sales/services", "Phiếu dịch vụ", "Service orders"],
          ["/sales/services/approve", "Duyệt phiếu dịch vụ", "Approve service orders"],
          ["/sales/servings", "Phục vụ", "Servings"],
          ["/sales/service-process", "Tiến trình dịch vụ", "Service process"],
        ],
      },
      {
        id: "sales.g-rooms",
        title: "Phòng",
        title_en: "Rooms",
        pages: [
          ["/sales/room-orders", "Đơn phòng", "Room orders"],
          ["/sales/rooms", "Phòng", "Rooms"],
          ["/sales/room-groups", "Nhóm phòng", "Room groups"],
          ["/sales/room-employees", "Nhân viên phòng", "Room employees"],
          ["/sales/room-employee-schedules", "Lịch làm việc nhân viên phòng", "Room employee schedules"],
        ],
      },
      {
        id: "sales.g-promotions",
        title: "Khuyến mãi",
        title_en: "Promotions",
        pages: [
          ["/sales/promotions", "Chương trình khuyến mãi", "Promotions"],
          ["/sales/promotion-products", "Khuyến mãi theo sản phẩm", "Product promotions"],
          ["/sales/promotion-products/approve", "Duyệt khuyến mãi theo sản phẩm", "Approve product promotions"],
          ["/sales/promotion-revenue", "Khuyến mãi theo doanh thu", "Revenue promotions"],
          ["/sales/promotion-revenue/approve", "Duyệt khuyến mãi theo doanh thu", "Approve revenue promotions"],
          ["/sales/discounts", "Chiết khấu", "Discounts"],
          ["/sales/discounts/approve", "Duyệt chiết khấu", "Approve discounts"],
          ["/sales/discount-details", "Chi tiết chiết khấu", "Discount details"],
          ["/sales/vouchers", "Voucher", "Vouchers"],
          ["/sales/voucher-types", "Loại voucher", "Voucher types"],
          ["/sales/gift-exchanges", "Đổi quà tặng", "Gift exchanges"],
          ["/sales/golden-hours", "Giờ vàng", "Golden hours"],
        ],
      },
      {
        id: "sales.g-customers",
        title: "Khách hàng",
        title_en: "Customers",
        pages: [
          ["/sales/customers", "Khách hàng", "Customers"],
          ["/sales/customer-groups", "Nhóm khách hàng", "Customer groups"],
          ["/sales/customer-cards", "Thẻ khách hàng", "Customer cards"],
          ["/sales/customer-card-series", "Dãy số thẻ khách hàng", "Customer card series"],
          ["/sales/customer-card-histories", "Lịch sử thẻ khách hàng", "Customer card history"],
          ["/sales/point-exchanges", "Quy đổi điểm", "Point exchanges"],
          ["/sales/vip-periods", "Kỳ xét hạng VIP", "VIP periods"],
        ],
      },
      {
        id: "sales.g-payment-cards",
        title: "Thẻ thanh toán",
        title_en: "Payment cards",
        pages: [
          ["/sales/payment-cards", "Thẻ thanh toán", "Payment cards"],
          ["/sales/payment-cards/update", "Cập nhật thẻ thanh toán", "Update payment cards"],
          ["/sales/payment-cards/lookup", "Tra cứu thẻ thanh toán", "Payment card lookup"],
          ["/sales/payment-cards/unlock", "Mở khóa thẻ thanh toán", "Unlock payment cards"],
          ["/sales/payment-cards/lock", "Khóa thẻ thanh toán", "Lock payment cards"],
          ["/sales/payment-cards/balances", "Số dư thẻ thanh toán", "Payment card balances"],
          ["/sales/payment-card-periods", "Kỳ hạn thẻ thanh toán", "Payment card periods"],
          ["/sales/payment-card-histories", "Lịch sử thẻ thanh toán", "Payment card history"],
          ["/sales/payment-card-policies", "Chính sách thẻ thanh toán", "Payment card policies"],
        ],
      },
      {
        id: "sales.g-no-name",
        title: "Thẻ vô danh",
        title_en: "No-name cards",
        pages: [
          ["/sales/no-name-orders", "Đơn bán thẻ vô danh", "No-name card orders"],
          ["/sales/no-name-deposits", "Nạp tiền thẻ vô danh", "No-name card deposits"],
          ["/sales/no-name-lookup", "Tra cứu thẻ vô danh", "No-name card lookup"],
          ["/sales/no-name-transfers", "Chuyển thẻ vô danh", "No-name card transfers"],
          ["/sales/no-name-receives", "Nhận thẻ vô danh", "No-name card receipts"],
          ["/sales/no-name-histories", "Lịch sử thẻ vô danh", "No-name card history"],
          ["/sales/no-name-cards", "Thẻ vô danh", "No-name cards"],
          ["/sales/no-name-types", "Loại thẻ vô danh", "No-name card types"],
          ["/sales/no-name-discounts", "Chiết khấu thẻ vô danh", "No-name card discounts"],
        ],
      },
      {
        id: "sales.g-commissions",
        title: "Hoa hồng",
        title_en: "Commissions",
        pages: [
          ["/sales/salers", "Nhân viên bán hàng", "Salespeople"],
          ["/sales/commisstions", "Hoa hồng", "Commissions"],
          ["/sales/commisstion-groups", "Nhóm hoa hồng", "Commission groups"],
          ["/sales/wages", "Tiền công", "Wages"],
        ],
      },
      {
        id: "sales.g-categories",
        title: "Danh mục",
        title_en: "Categories",
        pages: [
          ["/sales/payment-types", "Hình thức thanh toán", "Payment types"],
          ["/sales/card-types", "Loại thẻ", "Card types"],
        ],
      },
      {
        id: "sales.reports",
        title: "Báo cáo",
        title_en: "Reports",
        pages: [
          ["/sales/reports/sale-revenue", "Báo cáo doanh thu bán hàng", "Sales revenue report"],
          ["/sales/reports/sale-detail-revenue", "Báo cáo chi tiết doanh thu bán hàng", "Sales revenue detail report"],
          ["/sales/reports/sale-debt-revenue", "Báo cáo công nợ bán hàng", "Sales debt report"],
          ["/sales/reports/sale-service", "Báo cáo bán dịch vụ", "Service sales report"],
          ["/sales/reports/service-revenue", "Báo cáo doanh thu dịch vụ", "Service revenue report"],
          ["/sales/reports/service-detail", "Báo cáo chi tiết dịch vụ", "Service detail report"],
          [
            "/sales/reports/branch-service-revenue",
            "Báo cáo doanh thu dịch vụ theo chi nhánh",
            "Service revenue by branch report",
          ],
          ["/sales/reports/package-revenue", "Báo cáo doanh thu liệu trình", "Package revenue report"],
          [
            "/sales/reports/package-detail-revenue",
            "Báo cáo chi tiết doanh thu liệu trình",
            "Package revenue detail report",
          ],
          ["/sales/reports/employee-revenue", "Báo cáo doanh thu theo nhân viên", "Revenue by employee report"],
          [
            "/sales/reports/employee-revenue-level",
            "Báo cáo doanh thu nhân viên theo mức",
            "Employee revenue by level report",
          ],
          ["/sales/reports/employee-commission", "Báo cáo hoa hồng nhân viên", "Employee commission report"],
          [
            "/sales/reports/employee-commission-detail",
            "Báo cáo chi tiết hoa hồng nhân viên",
            "Employee commission detail report",
          ],
          ["/sales/reports/bill-receipt-detail", "Báo cáo chi tiết thu tiền hóa đơn", "Bill receipt detail report"],
          [
            "/sales/reports/service-receipt-employee",
            "Báo cáo thu tiền dịch vụ theo nhân viên",
            "Service receipts by employee report",
          ],
          [
            "/sales/reports/service-turn-employee",
            "Báo cáo lượt làm dịch vụ theo nhân viên",
            "Service turns by employee report",
          ],
        ],
      },
    ],
  },
  {
    id: "cashier",
    title: "Thu ngân",
    title_en: "Cashier",
    icon: "ShopOutlined",
    children: [
      ["/sales/retail-orders/cashier", "Thu ngân bán lẻ", "Retail cashier"],
      ["/sales/serving/cashier", "Thu ngân dịch vụ", "Service cashier"],
      ["/sales/room-orders/cashier", "Thu ngân phòng", "Room cashier"],
    ],
  },
  {
    id: "purchases",
    title: "Mua hàng",
    title_en: "Purchases",
    icon: "ShoppingOutlined",
    children: [
      ["/purchases/domestic-orders", "Đơn mua hàng trong nước", "Domestic purchase orders"],
      ["/purchases/suppliers", "Nhà cung cấp", "Suppliers"],
    ],
  },
  {
    id: "stock",
    title: "Kho",
    title_en: "Stock",
    icon: "InboxOutlined",
    children: [
      {
        id: "stock.g-vouchers",
        title: "Chứng từ",
        title_en: "Vouchers",
        pages: [
          ["/stock/receipt-orders", "Phiếu nhập kho", "Stock receipts"],
          ["/stock/delivery-orders", "Phiếu xuất kho", "Stock deliveries"],
          ["/stock/transfer-orders", "Phiếu chuyển kho", "Stock transfers"],
          ["/stock/product-balances", "Tồn kho đầu kỳ", "Opening stock balances"],
        ],
      },
      {
        id: "stock.g-products",
        title: "Hàng hóa",
        title_en: "Products",
        pages: [
          ["/stock/products", "Sản phẩm", "Products"],
          ["/stock/services", "Dịch vụ", "Services"],
          ["/stock/product-sets", "Bộ sản phẩm", "Product sets"],
          ["/stock/product-consumes", "Định mức tiêu hao", "Product consumption"],
          ["/stock/rates", "Bảng giá", "Price rates"],
          ["/stock/product-hours", "Khung giờ sản phẩm", "Product hours"],
          ["/stock/conversion-units", "Quy đổi đơn vị tính", "Unit conversions"],
        ],
      },
      {
        id: "stock.g-categories",
        title: "Danh mục",
        title_en: "Categories",
        pages: [
          ["/stock/product-groups", "Nhóm sản phẩm", "Product groups"],
          ["/stock/product-types", "Loại sản phẩm", "Product types"],
          ["/stock/units", "Đơn vị tính", "Units"],
          ["/stock/warehouses", "Kho hàng", "Warehouses"],
        ],
      },
    ],
  },
  {
    id: "accounting",
    title: "Kế toán",
    title_en: "Accounting",
    icon: "AccountBookOutlined",
    children: [
      {
        id: "accounting.g-vouchers",
        title: "Chứng từ",
        title_en: "Vouchers",
        pages: [
          ["/accounting/receive-invoices", "Phiếu thu", "Cash receipts"],
          ["/accounting/spend-invoices", "Phiếu chi", "Cash payments"],
          ["/accounting/bank-receive-invoices", "Giấy báo có", "Bank receipts"],
          ["/accounting/bank-spend-invoices", "Giấy báo nợ", "Bank payments"],
          ["/accounting/accounting-invoices", "Phiếu kế toán", "Accounting vouchers"],
          ["/accounting/voucher-locks", "Khóa sổ kế toán", "Period close"],
        ],
      },
      {
        id: "accounting.g-balances",
        title: "Số dư đầu kỳ",
        title_en: "Opening balances",
        pages: [
          ["/accounting/customer-balances", "Công nợ đầu kỳ", "Opening debts"],
          ["/accounting/account-balances", "Số dư tài khoản đầu kỳ", "Opening account balances"],
        ],
      },
      {
        id: "accounting.g-categories",
        title: "Danh mục",
        title_en: "Categories",
        pages: [
          ["/accounting/accounts", "Hệ thống tài khoản", "Chart of accounts"],
          ["/accounting/vouchers", "Danh mục chứng từ", "Voucher types"],
          ["/accounting/voucher-infos", "Thông tin chứng từ", "Voucher info"],
          ["/accounting/expenses", "Khoản mục chi phí", "Expense items"],
          ["/accounting/currencies", "Ngoại tệ", "Currencies"],
          ["/accounting/exchange-rates", "Tỷ giá", "Exchange rates"],
          ["/accounting/transaction-terms", "Điều khoản giao dịch", "Transaction terms"],
        ],
      },
      {
        id: "accounting.reports",
        title: "Báo cáo",
        title_en: "Reports",
        pages: [["/accounting/reports/cash-book", "Sổ quỹ tiền mặt", "Cash book"]],
      },
    ],
  },
  {
    id: "hr",
    title: "Nhân sự",
    title_en: "Human resources",
    icon: "IdcardOutlined",
    children: [
      ["/hr/employees", "Nhân viên", "Employees"],
      ["/hr/departments", "Phòng ban", "Departments"],
      ["/hr/shifts", "Ca làm việc", "Shifts"],
    ],
  },
  {
    id: "system",
    title: "Hệ thống",
    title_en: "System",
    icon: "SettingOutlined",
    children: [
      {
        id: "system.g-users",
        title: "Người dùng",
        title_en: "Users",
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
  },
  {
    id: "user",
    title: "Cá nhân",
    title_en: "My account",
    icon: "UserOutlined",
    children: [
      ["/user/profile", "Thông tin cá nhân", "Profile"],
      ["/user/todo", "Việc cần làm", "To-do"],
      ["/user/notifications", "Thông báo", "Notifications"],
    ],
  },
  {
    id: "apps",
    title: "Ứng dụng",
    title_en: "Apps",
    icon: "MessageOutlined",
    children: [["/apps/chat", "Tin nhắn", "Chat"]],
  },
  {
    id: "client",
    title: "Khách hàng",
    title_en: "Client",
    icon: "SolutionOutlined",
    children: [
      ["/client/customer-info", "Thông tin khách hàng", "Customer info"],
      ["/client/payment-card-histories", "Lịch sử thẻ thanh toán", "Payment card history"],
    ],
  },
  {
    id: "admin",
    title: "Quản trị",
    title_en: "Administration",
    icon: "ControlOutlined",
    children: [["/admin/settings", "Thiết lập quản trị", "Admin settings"]],
  },
];

/** "/crm/reports/employee" → "crm.reports.employee" */
export function pageMenuId(command: string): string {
  return command.replace(/^\//, "").replaceAll("/", ".");
}

function isPage(child: GroupDef | PageDef): child is PageDef {
  return Array.isArray(child);
}

function pageCommand(parent: string, [command, title, title_en]: PageDef, index: number): MenuCommand {
  return { menu_id: pageMenuId(command), menu_id0: parent, command, title, title_en, sort: (index + 1) * 10 };
}

function flatten(tree: readonly AreaDef[]): MenuCommand[] {
  const out: MenuCommand[] = [];
  tree.forEach((area, a) => {
    const { id, title, title_en, icon } = area;
    out.push({ menu_id: id, menu_id0: null, command: null, title, title_en, sort: (a + 1) * 10, icon });
    area.children.forEach((child, c) => {
      if (isPage(child)) {
        out.push(pageCommand(id, child, c));
        return;
      }
      out.push({
        menu_id: child.id,
        menu_id0: id,
        command: null,
        title: child.title,
        title_en: child.title_en,
        sort: (c + 1) * 10,
      });
      child.pages.forEach((page, p) => {
        out.push(pageCommand(child.id, page, p));
      });
    });
  });
  return out;
}

export const MENU_COMMANDS: readonly MenuCommand[] = Object.freeze(flatten(TREE).map((m) => Object.freeze(m)));

/** Menu codes granted to the demo salesperson. */
export const SALE01_COMMANDS = ["crm.partners", "crm.tasks"] as const;
