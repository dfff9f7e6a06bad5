/** Vietnamese texts of the accounting reports (the default language); en.ts mirrors the keys. */
export const accountingReportsVi = {
  views: {
    "cash-book": "Sổ quỹ tiền mặt",
    "trial-balance": "Bảng cân đối số phát sinh",
    "account-ledger": "Sổ chi tiết tài khoản",
  },
  filters: {
    cashAccount: "Tài khoản quỹ",
    account: "Tài khoản",
    chooseAccount: "Chọn tài khoản",
    partner: "Đối tượng",
    allPartners: "Tất cả đối tượng",
  },
  columns: {
    postedOn: "Ngày, tháng ghi sổ",
    documentDate: "Ngày, tháng chứng từ",
    documentNumber: "Số hiệu chứng từ",
    number: "Số hiệu",
    description: "Diễn giải",
    amount: "Số tiền",
    receipt: "Thu",
    payment: "Chi",
    balance: "Tồn",
    contraAccount: "TK đối ứng",
    partner: "Đối tượng",
    movements: "Số phát sinh",
    runningBalance: "Số dư",
    debit: "Nợ",
    credit: "Có",
    account: "Số hiệu TK",
    accountName: "Tên tài khoản",
    opening: "Số dư đầu kỳ",
    periodMovements: "Số phát sinh trong kỳ",
    closing: "Số dư cuối kỳ",
  },
  lines: {
    cashOpening: "Số tồn đầu kỳ",
    ledgerOpening: "Số dư đầu kỳ",
  },
  figures: {
    opening: "Tồn đầu kỳ",
    receipts: "Tổng thu",
    payments: "Tổng chi",
    closing: "Tồn cuối kỳ",
    openingDebit: "Dư Nợ đầu kỳ",
    openingCredit: "Dư Có đầu kỳ",
    closingDebit: "Dư Nợ cuối kỳ",
    closingCredit: "Dư Có cuối kỳ",
    debits: "Tổng phát sinh Nợ",
    credits: "Tổng phát sinh Có",
  },
  notices: {
    chooseAccount: "Chọn tài khoản để xem sổ chi tiết.",
    unbalanced: "Tổng Nợ và tổng Có không bằng nhau ở: {{pairs}}. Hãy kiểm tra lại số dư đầu kỳ và các chứng từ.",
    pairs: {
      opening: "số dư đầu kỳ",
      movements: "số phát sinh trong kỳ",
      closing: "số dư cuối kỳ",
    },
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type AccountingReportsMessages = Shape<typeof accountingReportsVi>;
