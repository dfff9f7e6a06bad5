import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { deliveryState } from "./orderDraft";
import type { SaleOrderRecord } from "./saleOrdersApi";

const COLORS = { none: undefined, partly: "blue", all: "green" } as const;

/** 'Chưa giao', 'Giao một phần' or 'Đã giao đủ' of a confirmed order; nothing for a draft or a cancelled one. */
export function DeliveryTag({ order }: { order: Pick<SaleOrderRecord, "status" | "so_luong_giao" | "da_giao_du"> }) {
  const { t } = useTranslation();
  const state = deliveryState(order);
  if (!state) return null;
  return (
    <Tag color={COLORS[state]} data-testid="order-delivery">
      {t(`saleOrders.state.${state}`)}
    </Tag>
  );
}
