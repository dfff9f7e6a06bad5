/** Where the sales screens' code is fetched from, so the manifest stays light. */
export const loadCashier = () =>
  Promise.all([import("./cashier/messages"), import("./cashier/CashierPage")]).then(([, page]) => page.CashierPage);

export const loadBillPages = () =>
  Promise.all([import("./bills/messages"), import("./bills/billPages")]).then(([, pages]) => pages);
