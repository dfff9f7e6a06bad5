import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { axisTick, axisWidth, barLabel, type ChartPoint, chartValue, seriesKey } from "./chartData";
import type { ChartSpec, ChartUnit } from "./reportDefinition";

const COLOURS = ["#1677ff", "#52c41a", "#faad14", "#eb2f96", "#722ed1", "#13c2c2", "#fa541c", "#2f54eb", "#a0d911"];
const colour = (i: number) => COLOURS[i % COLOURS.length];
/** Beyond this many values, numbers on the bars would cover each other: the tooltip tells them. */
const MAX_LABELS = 40;
export const CHART_HEIGHT = 300;

/** Category names shortened under the axis; the tooltip has them whole. */
const short = (text: string) => (text.length > 16 ? `${text.slice(0, 15)}…` : text);

interface ViewProps<Row> {
  spec: ChartSpec<Row>;
  unit: ChartUnit;
  points: ChartPoint[];
}

function PieView<Row>({ unit, points }: ViewProps<Row>) {
  const shown = points.filter((p) => Number(p.s0) > 0);
  return (
    <PieChart>
      <Pie
        data={shown}
        dataKey="s0"
        nameKey="name"
        outerRadius="75%"
        isAnimationActive={false}
        label={({ value }) => chartValue(unit, value)}
      >
        {shown.map((p, i) => (
          <Cell key={String(p.name)} fill={colour(i)} />
        ))}
      </Pie>
      <Tooltip formatter={(value) => chartValue(unit, value)} />
      <Legend itemSorter={null} />
    </PieChart>
  );
}

function CartesianView<Row>({ spec, unit, points }: ViewProps<Row>) {
  const stacked = spec.type === "stacked";
  const labelled = spec.type !== "line" && points.length * spec.series.length <= MAX_LABELS;
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tickFormatter={short} interval="preserveStartEnd" tick={{ fontSize: 12 }} />
      <YAxis
        allowDecimals={unit === "percent"}
        tickFormatter={(v: number) => axisTick(unit, v)}
        width={axisWidth(unit, points, spec.series.length, stacked)}
        tick={{ fontSize: 12 }}
      />
      <Tooltip formatter={(value) => chartValue(unit, value)} />
      {spec.series.length > 1 && <Legend itemSorter={null} />}
    </>
  );
  if (spec.type === "line") {
    return (
      <LineChart data={points} margin={{ top: 8, right: 16 }}>
        {axes}
        {spec.series.map((s, i) => (
          <Line
            key={s.key}
            // Straight from point to point: a smoothed curve overshoots and draws days that never were.
            type="linear"
            dataKey={seriesKey(i)}
            name={s.title}
            stroke={s.colour ?? colour(i)}
            dot={points.length <= 31}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <BarChart data={points} margin={{ top: 16, right: 8 }}>
      {axes}
      {spec.series.map((s, i) => (
        <Bar
          key={s.key}
          dataKey={seriesKey(i)}
          name={s.title}
          fill={s.colour ?? colour(i)}
          stackId={stacked ? "all" : undefined}
          maxBarSize={56}
          isAnimationActive={false}
        >
          {labelled && (
            <LabelList
              dataKey={seriesKey(i)}
              position={stacked ? "center" : "top"}
              fontSize={11}
              fill={stacked ? "#fff" : undefined}
              formatter={(value) => barLabel(unit, value)}
            />
          )}
        </Bar>
      ))}
    </BarChart>
  );
}

/** The drawing of one chart: bars, stacked bars, straight lines or a pie, as its spec says. */
export function ChartView<Row>({ spec, points }: { spec: ChartSpec<Row>; points: ChartPoint[] }) {
  const unit = spec.unit ?? "count";
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      {spec.type === "pie" ? (
        <PieView spec={spec} unit={unit} points={points} />
      ) : (
        <CartesianView spec={spec} unit={unit} points={points} />
      )}
    </ResponsiveContainer>
  );
}
