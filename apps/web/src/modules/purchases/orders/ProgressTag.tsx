import { DOCUMENT_STATUS } from "@sen/core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { quantityText } from "@/platform/document";
import { type OrderFigures, orderProgress } from "./orderProgress";

/** "Đã nhận 6/10" on an approved order that is partly received, "Đã nhận đủ" once all has come. */
export function ProgressTag({ order }: { order: OrderFigures }) {
  const { t } = useTranslation();
  const progress = orderProgress(order, DOCUMENT_STATUS.posted);
  if (!progress) return null;
  if (progress.state === "all") {
    return (
      <Tag color="green" data-testid="order-progress">
        {t("purchaseOrders.progress.all")}
      </Tag>
    );
  }
  if (progress.state === "none") return <Tag data-testid="order-progress">{t("purchaseOrders.progress.none")}</Tag>;
  const { received, ordered } = progress;
  return (
    <Tag color="blue" data-testid="order-progress">
      {t("purchaseOrders.progress.partly", { received: quantityText(received), ordered: quantityText(ordered) })}
    </Tag>
  );
}
