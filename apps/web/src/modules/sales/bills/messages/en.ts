import type { billsVi } from "./vi";

/** English texts of the bill screens. */
export const billsEn: typeof billsVi = {
  customer: "Customer",
  walkIn: "Walk-in customer",
  payments: "Payments",
  change: "Change",
  owing: "Owing",
  return: "Return",
  total: "Total",
  order: "Sales order",
  deposit: "Less the deposit",
};
