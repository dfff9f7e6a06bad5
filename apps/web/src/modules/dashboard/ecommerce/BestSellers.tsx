import { formatNumber } from "@sen/core";
import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { ChartEmpty } from "@/platform/charts";
import { money } from "../shared/money";
import { Text } from "../shared/Text";
import type { SalesLine } from "./ecommerceTypes";

/** The best sellers by revenue: name, quantity sold, revenue. */
export function BestSellers({ items, testId }: { items: SalesLine[]; testId: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <ChartEmpty height={120} />;
  return (
    <Flex vertical gap={6} data-testid={testId}>
      {items.map((line, i) => (
        <Flex key={line.ma_vt} justify="space-between" gap={8} style={{ minWidth: 0 }}>
          <Flex vertical style={{ minWidth: 0 }}>
            <Text ellipsis>{`${i + 1}. ${line.ten_vt}`}</Text>
            <Text secondary small>
              {t("dashboard.ecommerce.quantity", { quantity: formatNumber(line.quantity) })}
            </Text>
          </Flex>
          <Text strong style={{ whiteSpace: "nowrap" }}>
            {money(line.revenue)}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
