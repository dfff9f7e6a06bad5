import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { saleOrderKind } from "./saleOrderKind";

const BILLS = { command: "sales.retail-orders" } as const;

/** Whether the user may deliver an order: a delivery is a retail bill, made by whoever adds bills or orders. */
export function useDeliveryRight(): boolean {
  const bills = useDocumentRights(BILLS);
  const orders = useDocumentRights(saleOrderKind);
  return bills.add || orders.add;
}
