import type { AreaDef } from "./types.js";

export const purchasesArea = {
  id: "purchases",
  title: "Mua hàng",
  title_en: "Purchases",
  icon: "ShoppingOutlined",
  children: [
    ["/purchases/domestic-orders", "Đơn mua hàng trong nước", "Domestic purchase orders"],
    ["/purchases/domestic-orders/approve", "Duyệt đơn mua hàng", "Approve purchase orders"],
    ["/purchases/suppliers", "Nhà cung cấp", "Suppliers"],
  ],
} as const satisfies AreaDef;

export const stockArea = {
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
      title_en: "Goods",
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
} as const satisfies AreaDef;

export const accountingArea = {
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
        // Catalogues the API serves (accounting/taxs) without a screen of their own: the generic screen draws them.
        ["/generic/taxs", "Thuế suất", "Tax rates"],
      ],
    },
    {
      id: "accounting.reports",
      title: "Báo cáo",
      title_en: "Reports",
      pages: [["/accounting/reports/cash-book", "Sổ quỹ tiền mặt", "Cash book"]],
    },
  ],
} as const satisfies AreaDef;

export const hrArea = {
  id: "hr",
  title: "Nhân sự",
  title_en: "Human resources",
  icon: "IdcardOutlined",
  children: [
    ["/hr/employees", "Nhân viên", "Employees"],
    ["/hr/departments", "Phòng ban", "Departments"],
    ["/hr/shifts", "Ca làm việc", "Shifts"],
  ],
} as const satisfies AreaDef;
