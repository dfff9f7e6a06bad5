/**
 * Where the purchasing screens' code is fetched from. The manifest reaches it through this small chunk, so that the
 * list of chunks those screens need is written here rather than in the shell every first page loads.
 */
export const loadOrderPages = () =>
  Promise.all([import("./orders/messages"), import("./orders/orderPages")]).then(([, pages]) => pages);
