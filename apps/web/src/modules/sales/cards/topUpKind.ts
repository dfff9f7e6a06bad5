import type { DocumentBase } from "@/platform/document";

/**
 * Card top-ups (NT1, phiếu nạp tiền thẻ), on the menu page 'Cập nhật thẻ thanh toán': money paid onto a prepaid card
 * with the bonus of the policy in force; listed, made on a page of their own ('Nạp tiền'), viewed with their journal,
 * printed as a receipt and cancelled (refused once the card has spent the money).
 */
export const topUpKind: DocumentBase = {
  api: "sales/payment-cards/update",
  path: "/sales/payment-cards/update",
  command: "sales.payment-cards.update",
  maCt: "NT1",
  title: { vi: "Phiếu nạp tiền thẻ", en: "Card top-up" },
  print: "NT1",
  journal: true,
};
