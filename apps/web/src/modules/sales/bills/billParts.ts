import { salesParts } from "../salesParts";
import { billKind } from "./billKind";

/** The goods document's parts, with the bill's customer, payments, change and what is owed in the view and list. */
export const billParts = salesParts(billKind, {
  customer: "bills.customer",
  walkIn: "bills.walkIn",
  payments: "bills.payments",
  change: "bills.change",
  owing: "bills.owing",
  total: "bills.total",
  order: "bills.order",
  deposit: "bills.deposit",
  testId: "bill-payments",
});
