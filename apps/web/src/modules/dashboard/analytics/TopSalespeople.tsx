import { formatNumber } from "@sen/core";
import { Flex, theme } from "antd";
import { useTranslation } from "react-i18next";
import { ChartEmpty } from "@/platform/charts";
import { Text } from "../shared/Text";
import type { Salesperson } from "./analyticsTypes";

const COLUMNS = [
  ["new_partners", "newPartners"],
  ["done_appointments", "doneAppointments"],
  ["calls", "calls"],
] as const;

/** The period's best salespeople, ranked as the heading says, with the three figures side by side. */
export function TopSalespeople({ items }: { items: Salesperson[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  if (items.length === 0) return <ChartEmpty height={120} />;
  const cell = { padding: "6px 4px", borderBottom: `1px solid ${token.colorBorderSecondary}` } as const;
  const number = { ...cell, textAlign: "right", whiteSpace: "nowrap" } as const;
  return (
    <Flex vertical gap={4}>
      <Text secondary small>
        {t("dashboard.analytics.topRankedBy")}
      </Text>
      <table style={{ width: "100%", borderCollapse: "collapse", fontSize: 13 }} data-testid="top-salespeople">
        <thead>
          <tr style={{ color: token.colorTextSecondary }}>
            <th style={{ ...cell, textAlign: "left", fontWeight: 500 }}>{t("dashboard.analytics.employee")}</th>
            {COLUMNS.map(([key, label]) => (
              <th key={key} style={{ ...number, fontWeight: 500 }}>
                {t(`dashboard.analytics.${label}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((p, i) => (
            <tr key={p.ma_nv}>
              <td style={cell}>
                <Text strong={i === 0}>{`${i + 1}. ${p.ten_nv}`}</Text>
              </td>
              {COLUMNS.map(([key]) => (
                <td key={key} style={number}>
                  {formatNumber(p[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Flex>
  );
}
