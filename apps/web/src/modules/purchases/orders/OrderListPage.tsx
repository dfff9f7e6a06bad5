import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DocumentListPage, type DocumentRecord, type MoreOfList } from "@/platform/document";
import { orderKind } from "./orderKind";
import { orderParts } from "./orderParts";
import { ProgressTag } from "./ProgressTag";
import { useOrderActions } from "./useOrderActions";

/** The purchase orders: the document list with each approved order's progress and its 'Duyệt', 'Tạo phiếu nhập'. */
export function OrderListPage() {
  const { t } = useTranslation();
  const { actionsOf } = useOrderActions();
  const more = useMemo<MoreOfList>(
    () => ({
      columns: [
        {
          key: "tien_do",
          title: t("purchaseOrders.progress.column"),
          width: 130,
          render: (row: DocumentRecord) => <ProgressTag order={row} />,
        },
      ],
      actions: actionsOf,
    }),
    [t, actionsOf],
  );
  return <DocumentListPage kind={orderKind} parts={orderParts.list} more={more} />;
}
