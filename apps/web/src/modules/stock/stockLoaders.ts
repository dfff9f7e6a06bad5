/**
 * Where the stock screens' code is fetched from. The manifest reaches it through this small chunk, so that the
 * long list of chunks those screens need is written here rather than in the shell every first page loads.
 */
export const loadDocumentPages = () => import("./documents/stockDocumentPages");

export const loadBalancesPage = () =>
  Promise.all([import("./balances/messages"), import("./balances/ProductBalancesPage")]).then(
    ([, page]) => page.ProductBalancesPage,
  );
