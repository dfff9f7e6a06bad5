import { documentScreens } from "@/platform/document/documentScreens";

const pages = () => import("./voucherPages");

/** Cash and bank receipts and payments and general vouchers: list, new, view, edit and print each. */
export const voucherScreens = (
  [
    ["/accounting/receive-invoices", "receivePages"],
    ["/accounting/spend-invoices", "spendPages"],
    ["/accounting/bank-receive-invoices", "bankReceivePages"],
    ["/accounting/bank-spend-invoices", "bankSpendPages"],
    ["/accounting/accounting-invoices", "generalPages"],
  ] as const
).flatMap(([page, kind]) => documentScreens(page, () => pages().then((m) => m[kind])));
