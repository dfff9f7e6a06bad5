import { Flex, Progress, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { percentText } from "../percent";
import type { TargetProgress } from "./targetMeasures";
import { actualOfTarget, barPercent, type Measure } from "./targetMeasures";

/** One measure of a target: "actual / target" over a bar of how much is reached (revenue waits for Sales). */
export function MeasureProgress({ row, measure }: { row?: TargetProgress; measure: Measure }) {
  const { t } = useTranslation();
  if (!row) return null;
  const percent = row.percent[measure];
  const pending = measure === "doanh_thu";
  const bar = (
    <Flex vertical gap={0} style={{ minWidth: 150 }}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text style={{ fontVariantNumeric: "tabular-nums" }}>{actualOfTarget(row, measure)}</Typography.Text>
        <Typography.Text type="secondary">{pending ? "" : percentText(percent)}</Typography.Text>
      </Flex>
      <Progress
        percent={barPercent(percent)}
        showInfo={false}
        size="small"
        status={pending ? "normal" : (percent ?? 0) >= 100 ? "success" : "active"}
        strokeColor={pending ? "#d9d9d9" : undefined}
        aria-label={`${t(`crmCampaigns.measures.${measure}`)}: ${actualOfTarget(row, measure)}`}
      />
    </Flex>
  );
  return pending ? <Tooltip title={t("crmCampaigns.revenuePending")}>{bar}</Tooltip> : bar;
}
