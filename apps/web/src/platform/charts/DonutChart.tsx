import { formatNumber } from "@sen/core";
import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { useElementWidth } from "../useElementWidth";
import { arcsOf, ringPath } from "./arcs";
import { ChartEmpty } from "./ChartEmpty";
import { ChartLegend } from "./ChartLegend";
import { colorAt, useChartTheme } from "./useChartTheme";
import "./messages";

export interface DonutItem {
  key: string;
  label: string;
  value: number;
  color?: string;
}

interface Props {
  items: readonly DonutItem[];
  title: string;
  /** Ring diameter in pixels (default 160). */
  size?: number;
  format?: (value: number) => string;
}

const percentOf = (value: number, total: number) => `${Math.round((value / total) * 1000) / 10}%`;

/**
 * A ring of each item's share, the total in its middle, and a legend with each figure and share;
 * the legend goes under the ring when the box is narrow. Nothing to share: 'Chưa có dữ liệu'.
 */
export function DonutChart({ items, title, size = 160, format = formatNumber }: Props) {
  const { t } = useTranslation();
  const chart = useChartTheme();
  const [ref, width] = useElementWidth<HTMLElement>();
  const total = items.reduce((sum, i) => sum + Math.max(0, i.value), 0);
  if (total <= 0) return <ChartEmpty height={size} />;
  const arcs = arcsOf(items.map((i) => i.value));
  const radius = size / 2;
  const color = (i: number) => colorAt(chart, i, items[i]?.color);
  return (
    <Flex ref={ref} vertical={width > 0 && width < size + 200} gap={16} align="center" style={{ width: "100%" }}>
      <svg width={size} height={size} role="img" aria-label={title} style={{ flex: "none" }}>
        <g transform={`translate(${radius},${radius})`}>
          {items.map((item, i) =>
            item.value > 0 ? (
              <path key={item.key} d={ringPath(arcs[i] ?? { start: 0, end: 0 }, radius, radius * 0.62)} fill={color(i)}>
                <title>{`${item.label}: ${format(item.value)} (${percentOf(item.value, total)})`}</title>
              </path>
            ) : null,
          )}
          <text textAnchor="middle" dy="-0.2em" fontSize={11} fill={chart.text}>
            {t("charts.total")}
          </text>
          <text textAnchor="middle" dy="1.1em" fontSize={15} fontWeight={600} fill="currentColor">
            {format(total)}
          </text>
        </g>
      </svg>
      <div style={{ flex: "1 1 0", minWidth: 0, width: "100%" }}>
        <ChartLegend
          vertical
          chart={chart}
          items={items.map((item, i) => ({
            key: item.key,
            label: item.label,
            color: color(i),
            extra: `${format(item.value)} · ${percentOf(Math.max(0, item.value), total)}`,
          }))}
        />
      </div>
    </Flex>
  );
}
