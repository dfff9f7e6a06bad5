/** The counter's page; its bill list and a bill's receipt are below it. */
export const CASHIER = "/sales/retail-orders/cashier";
