import { DocumentFormPage, type DocumentPages, documentPagesOf } from "@/platform/document";
import { DeliverButton } from "./DeliverButton";
import { SaleOrderListPage } from "./SaleOrderListPage";
import { saleOrderKind } from "./saleOrderKind";
import { saleOrderParts } from "./saleOrderParts";
import type { SaleOrderRecord } from "./saleOrdersApi";

const deliverButton = (order: SaleOrderRecord) => <DeliverButton order={order} />;

/** The list (with delivery and deposit), form, view (with 'Giao hàng') and print of sales orders. */
export const saleOrderPages: DocumentPages = {
  ...documentPagesOf(saleOrderKind, saleOrderParts),
  List: SaleOrderListPage,
  View: () => <DocumentFormPage kind={saleOrderKind} parts={saleOrderParts.form} mode="view" more={deliverButton} />,
};

export { DeliverPage } from "./DeliverPage";
