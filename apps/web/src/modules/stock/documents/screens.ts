import { documentScreens } from "@/platform/document/documentScreens";

const pages = () => import("../stockLoaders").then((m) => m.loadDocumentPages());

/** Receipts, deliveries and transfers: list, new, view, edit and print each. */
export const stockDocumentScreens = (
  [
    ["/stock/receipt-orders", "receiptPages"],
    ["/stock/delivery-orders", "deliveryPages"],
    ["/stock/transfer-orders", "transferPages"],
  ] as const
).flatMap(([page, kind]) => documentScreens(page, () => pages().then((m) => m[kind])));
