import { DocumentFormPage, type DocumentPages, type DocumentRecord, documentPagesOf } from "@/platform/document";
import { ApproveOrdersPage } from "./ApproveOrdersPage";
import { OrderListPage } from "./OrderListPage";
import { orderKind } from "./orderKind";
import { orderParts } from "./orderParts";
import { ReceiveButton } from "./ReceiveButton";

const receiveButton = (doc: DocumentRecord) => <ReceiveButton order={doc} />;

/** The order's screens: the generic document form and print, its own list with progress, and the approval list. */
export const orderPages: DocumentPages = {
  ...documentPagesOf(orderKind, orderParts),
  List: OrderListPage,
  View: () => <DocumentFormPage kind={orderKind} parts={orderParts.form} mode="view" more={receiveButton} />,
};

export { ApproveOrdersPage };
