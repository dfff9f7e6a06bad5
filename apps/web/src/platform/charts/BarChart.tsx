import { formatNumber } from "@sen/core";
import { CartesianFrame } from "./CartesianFrame";
import type { CartesianProps } from "./types";

/** Vertical bars per category: side by side per series, or one stack per category when `stacked`. */
export function BarChart({ stacked = false, format = formatNumber, ...props }: CartesianProps & { stacked?: boolean }) {
  const { categories, series } = props;
  return (
    <CartesianFrame
      {...props}
      stacked={stacked}
      marks={({ band, y, height, color }) =>
        categories.map((category, i) => {
          const { x, width } = band(i);
          const gap = Math.min(8, width * 0.2);
          const barWidth = stacked ? width - gap : (width - gap) / series.length;
          let base = 0;
          return (
            <g key={category}>
              {series.map((s, k) => {
                const value = s.values[i] ?? 0;
                if (value <= 0) return null;
                const top = y(base + value);
                const bottom = y(base);
                if (stacked) base += value;
                return (
                  <rect
                    key={s.name}
                    x={x + gap / 2 + (stacked ? 0 : k * barWidth)}
                    y={top}
                    width={Math.max(1, barWidth - (stacked ? 0 : 1))}
                    height={Math.max(1, Math.min(height, bottom) - top)}
                    fill={color(k)}
                    rx={2}
                  >
                    <title>{`${category} · ${s.name}: ${format(value)}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })
      }
    />
  );
}
