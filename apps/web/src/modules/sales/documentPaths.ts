/** Where each sales document opens, by voucher type (`ma_ct`): its list's path, the document's id after it. */
export const SALES_DOCUMENT_PATHS: Readonly<Record<string, string>> = {
  HD1: "/sales/retail-orders",
  TL1: "/sales/returns",
  DB1: "/sales/sale-orders",
  DV1: "/sales/services",
  SD1: "/sales/servings",
  NT1: "/sales/payment-cards/update",
};

/** The screen of the document a row names; none for a type with no screen (or a row naming no document). */
export function documentPath(
  row: { ma_ct?: string | null; stt_rec?: string | null },
  paths: Readonly<Record<string, string>> = SALES_DOCUMENT_PATHS,
): string | undefined {
  const base = row.ma_ct ? paths[row.ma_ct] : undefined;
  return base && row.stt_rec ? `${base}/${row.stt_rec}` : undefined;
}
