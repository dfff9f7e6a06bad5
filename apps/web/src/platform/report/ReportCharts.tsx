import { BREAKPOINTS } from "@sen/core";
import { Card, Col, Empty, Row as Grid, Segmented, Select } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { CHART_HEIGHT, ChartView } from "./ChartView";
import { chartPoints, hasValues } from "./chartData";
import { type ChartSpec, isChartSwitch, type ReportChart } from "./reportDefinition";

/** A chart's drawing, or 'Chưa có dữ liệu' in its place when there is nothing to draw. */
function ChartBody<Row>({ spec, rows }: { spec: ChartSpec<Row>; rows: readonly Row[] }) {
  const { t } = useTranslation();
  const points = chartPoints(spec, rows);
  if (!hasValues(points, spec.type === "pie" ? 1 : spec.series.length)) {
    return (
      <ChartSpace>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("report.empty")} />
      </ChartSpace>
    );
  }
  return <ChartView spec={spec} points={points} />;
}

/** Keeps an empty chart as tall as a drawn one: the page does not jump when data arrives. */
function ChartSpace({ children }: { children: ReactNode }) {
  return <div style={{ height: CHART_HEIGHT, display: "grid", placeItems: "center" }}>{children}</div>;
}

interface SwitchProps {
  value?: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

/** The views of a chart side by side; on a phone, where they do not fit in a line, a drop-down. */
function ChoiceSwitch({ value, onChange, options }: SwitchProps) {
  const narrow = useViewportWidth() < BREAKPOINTS.sm;
  const common = {
    className: "report-chart-switch",
    "data-testid": "report-chart-switch",
    style: { marginBottom: 12 },
  };
  return narrow ? (
    <Select<string>
      {...common}
      size="small"
      value={value}
      onChange={onChange}
      options={options}
      style={{ ...common.style, minWidth: 180 }}
    />
  ) : (
    <Segmented {...common} size="small" value={value} onChange={(next) => onChange(String(next))} options={options} />
  );
}

/** One chart in its card; a chart with views has a switch between them above the drawing. */
function ChartCard<Row>({ chart, rows }: { chart: ReportChart<Row>; rows: readonly Row[] }) {
  const choices = isChartSwitch(chart) ? chart.choices : [];
  const [choice, setChoice] = useState(choices[0]?.key);
  const spec = isChartSwitch(chart) ? (choices.find((c) => c.key === choice) ?? choices[0])?.chart : chart;
  return (
    <Card size="small" title={chart.title} styles={{ title: { whiteSpace: "normal" } }} data-testid="report-chart">
      {choices.length > 0 && (
        <ChoiceSwitch
          value={choice}
          onChange={setChoice}
          options={choices.map((c) => ({ value: c.key, label: c.label }))}
        />
      )}
      {spec && <ChartBody spec={spec} rows={rows} />}
    </Card>
  );
}

/** The report's charts under its table: side by side on a wide screen when there are two or more. */
export function ReportCharts<Row>({ charts, rows }: { charts: ReportChart<Row>[]; rows: readonly Row[] }) {
  if (charts.length === 0) return null;
  return (
    <Grid gutter={[12, 12]} className="report-charts">
      {charts.map((chart) => (
        <Col key={chart.title} xs={24} xl={charts.length > 1 ? 12 : 24}>
          <ChartCard chart={chart} rows={rows} />
        </Col>
      ))}
    </Grid>
  );
}
