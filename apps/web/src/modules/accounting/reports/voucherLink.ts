/** The page of each kind of document (`ma_ct`) a line of a book may come from. */
const DOCUMENT_PAGES: Record<string, string> = {
  PT1: "/accounting/receive-invoices",
  PC1: "/accounting/spend-invoices",
  BC1: "/accounting/bank-receive-invoices",
  BN1: "/accounting/bank-spend-invoices",
  PK1: "/accounting/accounting-invoices",
  PN1: "/stock/receipt-orders",
  PX1: "/stock/delivery-orders",
};

/** Where a line of a book leads: its document's page, when its kind has one (none for an opening line). */
export function voucherPath(line: { ma_ct?: string; stt_rec?: string }): string | undefined {
  const page = line.ma_ct ? DOCUMENT_PAGES[line.ma_ct] : undefined;
  return page && line.stt_rec ? `${page}/${encodeURIComponent(line.stt_rec)}` : undefined;
}
