import { Flex } from "antd";
import type { ReactNode } from "react";
import type { ChartTheme } from "./useChartTheme";

export interface LegendItem {
  key: string;
  label: ReactNode;
  color: string;
  /** Shown after the label (a figure, a share). */
  extra?: ReactNode;
}

/** A coloured square and a label per series or slice. */
export function ChartLegend({
  items,
  chart,
  vertical,
}: {
  items: LegendItem[];
  chart: ChartTheme;
  vertical?: boolean;
}) {
  return (
    <Flex
      vertical={vertical}
      wrap={!vertical}
      gap={vertical ? 4 : 12}
      style={{ fontSize: 12, color: chart.text, minWidth: 0 }}
      data-testid="chart-legend"
    >
      {items.map((item) => (
        <Flex key={item.key} gap={6} align="center" style={{ minWidth: 0 }}>
          <span style={{ width: 10, height: 10, borderRadius: 2, background: item.color, flex: "none" }} />
          <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{item.label}</span>
          {item.extra !== undefined && (
            <span style={{ marginLeft: "auto", paddingLeft: 8, whiteSpace: "nowrap" }}>{item.extra}</span>
          )}
        </Flex>
      ))}
    </Flex>
  );
}
