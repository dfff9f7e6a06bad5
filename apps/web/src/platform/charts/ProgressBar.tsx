import { Flex } from "antd";
import { useChartTheme } from "./useChartTheme";

interface Props {
  /** Per hundred; over 100 fills the bar in the success colour; null (nothing to measure) shows "—". */
  percent: number | null;
  /** What the bar measures, for screen readers. */
  title: string;
}

/** A thin bar filled to `percent`, with the figure beside it. */
export function ProgressBar({ percent, title }: Props) {
  const chart = useChartTheme();
  const filled = Math.max(0, Math.min(100, percent ?? 0));
  const done = (percent ?? 0) >= 100;
  return (
    <Flex align="center" gap={8} style={{ width: "100%" }}>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuenow={percent ?? undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ flex: 1, height: 8, borderRadius: 4, background: chart.track, overflow: "hidden" }}
      >
        <div
          style={{
            width: `${filled}%`,
            height: "100%",
            borderRadius: 4,
            background: done ? chart.success : chart.series[0],
          }}
        />
      </div>
      <span style={{ minWidth: 48, textAlign: "right", fontSize: 12, color: chart.text }}>
        {percent === null ? "—" : `${percent}%`}
      </span>
    </Flex>
  );
}
