import { formatNumber } from "@sen/core";
import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { ChartEmpty, ProgressBar } from "@/platform/charts";
import { Text } from "../shared/Text";
import type { TargetFigure } from "./analyticsTypes";

const MEASURES = [
  ["kh_moi", "targetNewPartners"],
  ["cuoc_goi", "targetCalls"],
  ["lich_hen", "targetAppointments"],
] as const;

/** Each target of the period: per measure, the actual against the target and how far it got. */
export function TargetList({ items }: { items: TargetFigure[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <ChartEmpty height={120} />;
  return (
    <Flex vertical gap={14} data-testid="target-list">
      {items.map((target) => (
        <Flex key={target.id} vertical gap={4}>
          <Text strong>{target.ten_nv ?? target.ma_nv}</Text>
          {MEASURES.filter(([m]) => target.target[m] > 0).map(([m, label]) => (
            <Flex key={m} gap={8} align="center" wrap>
              <Text secondary small style={{ width: 190 }}>
                {`${t(`dashboard.analytics.${label}`)}: ${formatNumber(target.actual[m])} / ${formatNumber(target.target[m])}`}
              </Text>
              <div style={{ flex: "1 1 140px", minWidth: 120 }}>
                <ProgressBar percent={target.percent[m]} title={t(`dashboard.analytics.${label}`)} />
              </div>
            </Flex>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}
