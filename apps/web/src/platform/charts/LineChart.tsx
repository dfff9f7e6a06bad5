import { formatNumber } from "@sen/core";
import { CartesianFrame } from "./CartesianFrame";
import type { CartesianProps } from "./types";

/** Lines of straight segments between the categories' values (money is never smoothed), a dot at each value. */
export function LineChart({ format = formatNumber, ...props }: CartesianProps) {
  const { categories, series } = props;
  return (
    <CartesianFrame
      {...props}
      marks={({ band, y, color }) =>
        series.map((s, k) => {
          const points = categories.map((_, i) => {
            const { x, width } = band(i);
            return [x + width / 2, y(s.values[i] ?? 0)] as const;
          });
          return (
            <g key={s.name} stroke={color(k)} fill={color(k)}>
              <polyline points={points.map((p) => p.join(",")).join(" ")} fill="none" strokeWidth={2} />
              {points.map(([cx, cy], i) => (
                <circle key={categories[i]} cx={cx} cy={cy} r={categories.length > 40 ? 2 : 3}>
                  <title>{`${categories[i]} · ${s.name}: ${format(s.values[i] ?? 0)}`}</title>
                </circle>
              ))}
            </g>
          );
        })
      }
    />
  );
}
