import { Card, Typography } from "antd";
import type { ReportFigure } from "./reportDefinition";
import { figureParts, figureText } from "./reportValues";

const NUMBERS = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

/** One figure: what it counts, then the number (and, smaller, what it is measured against). */
function FigureCard({ figure }: { figure: ReportFigure }) {
  const { value, of } = figureParts(figure);
  return (
    <Card
      size="small"
      styles={{ body: { padding: "8px 12px" } }}
      aria-label={`${figure.label}: ${figureText(figure)}`}
      data-testid="report-figure"
    >
      <Typography.Text type="secondary" style={{ display: "block", fontSize: 13 }}>
        {figure.label}
      </Typography.Text>
      <Typography.Text strong style={{ ...NUMBERS, fontSize: 20 }}>
        {value}
      </Typography.Text>
      {of !== undefined && (
        <Typography.Text type="secondary" style={{ ...NUMBERS, fontSize: 13 }}>
          {" / "}
          {of}
        </Typography.Text>
      )}
    </Card>
  );
}

/** The report's main figures, a small card each, as many a line as fit. */
export function ReportFigures({ figures }: { figures: ReportFigure[] }) {
  return (
    <div
      className="report-figures"
      style={{ display: "grid", gap: 8, gridTemplateColumns: "repeat(auto-fill, minmax(168px, 1fr))" }}
      data-testid="report-summary"
    >
      {figures.map((figure) => (
        <FigureCard key={figure.label} figure={figure} />
      ))}
    </div>
  );
}
