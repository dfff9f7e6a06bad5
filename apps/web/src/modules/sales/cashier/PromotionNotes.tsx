import { GiftOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Alert, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { quantityText } from "@/platform/document/quantityText";
import type { BillAnswer } from "./cashierApi";

interface PromotionNotesProps {
  /** The lines of items the promotions give (`km`), as the quote priced them. */
  gifts: BillAnswer["details"];
  /** The program whose bill-total rule applied. */
  billPromotion?: string | null;
  name: (code: string) => string;
}

/**
 * Under the bill's lines, what the promotions in force give by themselves: the bill-total promotion, and each item
 * given free with its program, so the cashier hands it over and tells the customer.
 */
export function PromotionNotes({ gifts, billPromotion, name }: PromotionNotesProps) {
  const { t } = useTranslation();
  if (!billPromotion && gifts.length === 0) return null;
  return (
    <Alert
      type="success"
      icon={<GiftOutlined />}
      showIcon
      data-testid="cashier-promotions"
      message={
        <Flex vertical gap={2}>
          {billPromotion && <span>{t("cashier.promotion.bill", { name: name(billPromotion) })}</span>}
          {gifts.map((g) => (
            <Typography.Text key={g.line} data-testid="cashier-gift">
              {t("cashier.promotion.gift", {
                item: g.ten_vt ?? g.ma_vt,
                qty: quantityText(g.so_luong),
                unit: g.ten_dvt ?? g.ma_dvt,
                amount: formatNumber(g.tien),
                name: name(String(g.ma_ctkm)),
              })}
            </Typography.Text>
          ))}
        </Flex>
      }
    />
  );
}
