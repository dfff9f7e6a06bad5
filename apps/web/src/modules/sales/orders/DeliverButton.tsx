import { CarOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { mayDeliver } from "./orderDraft";
import { deliverPath } from "./saleOrderKind";
import type { SaleOrderRecord } from "./saleOrdersApi";
import { useDeliveryRight } from "./useDeliveryRight";

/** 'Giao hàng' on a confirmed order with goods still to deliver, for whoever may make its bill. */
export function DeliverButton({ order }: { order: SaleOrderRecord }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useDeliveryRight();
  if (!allowed || !mayDeliver(order)) return null;
  return (
    <Button
      type="primary"
      icon={<CarOutlined />}
      onClick={() => navigate(deliverPath(order.stt_rec))}
      disabled={false}
      data-testid="order-deliver"
    >
      {t("saleOrders.deliver")}
    </Button>
  );
}
