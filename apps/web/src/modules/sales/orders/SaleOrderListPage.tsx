import { CarOutlined } from "@ant-design/icons";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { DocumentListPage, type MoreOfList } from "@/platform/document";
import { mayDeliver } from "./orderDraft";
import { deliverPath, saleOrderKind } from "./saleOrderKind";
import { saleOrderParts } from "./saleOrderParts";
import type { SaleOrderRecord } from "./saleOrdersApi";
import { useDeliveryRight } from "./useDeliveryRight";

/**
 * The sales orders: the document list (with each order's total, deposit and delivery: 'Chưa giao', 'Giao một phần',
 * 'Đã giao đủ'), and 'Giao hàng' on a confirmed order with goods still to deliver.
 */
export function SaleOrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayMakeBills = useDeliveryRight();
  const more = useMemo<MoreOfList<SaleOrderRecord>>(
    () => ({
      actions: (r) =>
        mayMakeBills && mayDeliver(r)
          ? [
              {
                key: "deliver",
                title: t("saleOrders.deliver"),
                icon: <CarOutlined />,
                testId: "row-deliver",
                onClick: () => navigate(deliverPath(r.stt_rec)),
              },
            ]
          : [],
    }),
    [t, navigate, mayMakeBills],
  );
  return <DocumentListPage kind={saleOrderKind} parts={saleOrderParts.list} more={more} />;
}
