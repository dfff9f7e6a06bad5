import { formatNumber } from "@sen/core";
import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import "./messages";
import { useCustomerPoints } from "./useCustomerPoints";

/**
 * The customer's points now and what they are worth ("Điểm: 125 (= 125,000 ₫)" at the counter, `counter`), and what
 * an exchange of `spending` points leaves them (red when it is more than they hold).
 */
export function PointsHeld({
  ma_kh,
  spending,
  counter,
}: {
  ma_kh?: string | null;
  spending?: number;
  counter?: boolean;
}) {
  const { t } = useTranslation();
  const points = useCustomerPoints(ma_kh);
  if (!ma_kh || !points.data) return null;
  const held = points.data.so_diem;
  const worth = points.data.gia_tri_diem;
  const left = held - (spending ?? 0);
  return (
    <Flex gap={16} wrap data-testid="customer-points">
      <Typography.Text strong>
        {worth > 0
          ? t(counter ? "points.counter" : "points.held", {
              points: formatNumber(held),
              money: formatNumber(held * worth),
            })
          : t("points.heldPlain", { points: formatNumber(held) })}
      </Typography.Text>
      {spending !== undefined && (
        <Typography.Text type={left < 0 ? "danger" : "secondary"} data-testid="customer-points-after">
          {left < 0 ? t("points.short") : t("points.after", { points: formatNumber(left) })}
        </Typography.Text>
      )}
    </Flex>
  );
}
