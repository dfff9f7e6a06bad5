import type { ReactNode } from "react";
import { useElementWidth } from "../useElementWidth";
import { ChartEmpty } from "./ChartEmpty";
import { ChartLegend } from "./ChartLegend";
import { axisLabel, isEmpty, labelEvery, largest, niceTicks, textWidth, valueToY } from "./scale";
import type { CartesianProps } from "./types";
import { type ChartTheme, colorAt, useChartTheme } from "./useChartTheme";

/** Where a cartesian chart draws: each category's band, and a value's pixel row. */
export interface Plot {
  /** Left edge and width of category i's band. */
  band: (i: number) => { x: number; width: number };
  y: (value: number) => number;
  height: number;
  chart: ChartTheme;
  color: (seriesIndex: number) => string;
}

const TOP = 8;
const BOTTOM = 22;

/** A category label centred under its band, or kept inside the plot's right edge when it would run past it. */
function labelPlace(center: number, label: string, plotWidth: number) {
  const half = textWidth(label) / 2;
  if (center + half > plotWidth + 4) return { x: plotWidth + 4, textAnchor: "end" } as const;
  return { x: center, textAnchor: "middle" } as const;
}

interface FrameProps extends CartesianProps {
  stacked?: boolean;
  marks: (plot: Plot) => ReactNode;
}

/**
 * The axes, grid and legend that bars and lines share, fitted to the width of their box: value
 * labels with thousands separators on the left, every category label that fits below. No data
 * (every value 0) shows 'Chưa có dữ liệu' instead.
 */
export function CartesianFrame({ categories, series, height = 220, title, stacked = false, marks }: FrameProps) {
  const chart = useChartTheme();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  if (categories.length === 0 || isEmpty(series)) return <ChartEmpty height={height} />;
  const ticks = niceTicks(largest(series, stacked));
  const top = ticks.at(-1) ?? 1;
  const left = Math.max(...ticks.map((t) => textWidth(axisLabel(t)))) + 8;
  const plotWidth = Math.max(0, width - left - 4);
  const plotHeight = height - TOP - BOTTOM;
  const bandWidth = plotWidth / categories.length;
  const every = labelEvery(categories.length, plotWidth, Math.max(...categories.map(textWidth)) + 8);
  const y = valueToY(top, plotHeight);
  const plot: Plot = {
    band: (i) => ({ x: i * bandWidth, width: bandWidth }),
    y,
    height: plotHeight,
    chart,
    color: (i) => colorAt(chart, i, series[i]?.color),
  };
  return (
    <div ref={ref} style={{ width: "100%", minWidth: 0 }}>
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={title} style={{ display: "block" }}>
          <g transform={`translate(${left},${TOP})`} fontSize={chart.fontSize} fill={chart.text}>
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} stroke={chart.grid} />
                <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {axisLabel(tick)}
                </text>
              </g>
            ))}
            {categories.map((category, i) =>
              i % every === 0 ? (
                <text key={category} y={plotHeight + 15} {...labelPlace((i + 0.5) * bandWidth, category, plotWidth)}>
                  {category}
                </text>
              ) : null,
            )}
            {marks(plot)}
          </g>
        </svg>
      )}
      {series.length > 1 && (
        <ChartLegend
          chart={chart}
          items={series.map((s, i) => ({ key: s.name, label: s.name, color: plot.color(i) }))}
        />
      )}
    </div>
  );
}
