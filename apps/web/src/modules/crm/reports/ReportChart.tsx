import { Card } from "antd";
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
import type { ChartSpec } from "./reportDefinition";
import { formatValue } from "./reportValues";

const COLOURS = ["#1677ff", "#52c41a", "#faad14", "#eb2f96", "#722ed1", "#13c2c2", "#fa541c", "#2f54eb", "#a0d911"];
const colour = (i: number) => COLOURS[i % COLOURS.length];
/** Beyond this many values, numbers on the bars would cover each other: the tooltip tells them. */
const MAX_LABELS = 40;
const HEIGHT = 300;

type Point = Record<string, string | number | null>;

/** A bar's number: a count of 0 says nothing, a rate of 0% does. */
function labelText(kind: "count" | "percent", value: unknown): string {
  if (value === null || value === undefined) return "";
  return kind === "count" && !Number(value) ? "" : formatValue(kind, value);
}

/** Category names shortened under the axis; the tooltip has them whole. */
const short = (text: string) => (text.length > 16 ? `${text.slice(0, 15)}…` : text);

function points<Row>(spec: ChartSpec<Row>, rows: Row[]): Point[] {
  // Series are keyed s0, s1…: a status such as "Đã gọi. Hẹn lại" would read as a path.
  return rows
    .filter((row) => spec.include?.(row) ?? true)
    .map((row) => ({
      name: spec.label(row),
      ...Object.fromEntries(spec.series.map((s, i) => [`s${i}`, s.value(row)])),
    }));
}

function PieView<Row>({ spec, data }: { spec: ChartSpec<Row>; data: Point[] }) {
  const shown = data.filter((p) => Number(p.s0) > 0);
  return (
    <PieChart>
      <Pie
        data={shown}
        dataKey="s0"
        nameKey="name"
        outerRadius="75%"
        isAnimationActive={false}
        label={({ value }) => formatValue("count", value)}
      >
        {shown.map((p, i) => (
          <Cell key={String(p.name)} fill={colour(i)} />
        ))}
      </Pie>
      <Tooltip formatter={(value) => formatValue(spec.percent ? "percent" : "count", value)} />
      <Legend itemSorter={null} />
    </PieChart>
  );
}

function CartesianView<Row>({ spec, data }: { spec: ChartSpec<Row>; data: Point[] }) {
  const kind = spec.percent ? "percent" : "count";
  const labelled = data.length * spec.series.length <= MAX_LABELS;
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="name" tickFormatter={short} interval="preserveStartEnd" tick={{ fontSize: 12 }} />
      <YAxis
        allowDecimals={Boolean(spec.percent)}
        tickFormatter={(v: number) => (spec.percent ? `${v}%` : formatValue("count", v))}
        width={48}
        tick={{ fontSize: 12 }}
      />
      <Tooltip formatter={(value) => formatValue(kind, value)} />
      {spec.series.length > 1 && <Legend itemSorter={null} />}
    </>
  );
  if (spec.type === "line") {
    return (
      <LineChart data={data}>
        {axes}
        {spec.series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={`s${i}`}
            name={s.title}
            stroke={colour(i)}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  }
  const stacked = spec.type === "stacked";
  return (
    <BarChart data={data}>
      {axes}
      {spec.series.map((s, i) => (
        <Bar
          key={s.key}
          dataKey={`s${i}`}
          name={s.title}
          fill={colour(i)}
          stackId={stacked ? "all" : undefined}
          maxBarSize={56}
          isAnimationActive={false}
        >
          {labelled && (
            <LabelList
              dataKey={`s${i}`}
              position={stacked ? "center" : "top"}
              fontSize={11}
              fill={stacked ? "#fff" : undefined}
              formatter={(value) => labelText(kind, value)}
            />
          )}
        </Bar>
      ))}
    </BarChart>
  );
}

/** A report's chart in a card: bars, stacked bars, lines or a pie, as its definition says. */
export function ReportChart<Row>({ spec, rows }: { spec: ChartSpec<Row>; rows: Row[] }) {
  const data = points(spec, rows);
  return (
    <Card size="small" title={spec.title} styles={{ title: { whiteSpace: "normal" } }} data-testid="report-chart">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {spec.type === "pie" ? <PieView spec={spec} data={data} /> : <CartesianView spec={spec} data={data} />}
      </ResponsiveContainer>
    </Card>
  );
}
