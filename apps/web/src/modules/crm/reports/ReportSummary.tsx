import { Flex, Typography } from "antd";
import type { SummaryItem } from "./reportDefinition";

/** The report in one line: its main figures, each with what it counts. */
export function ReportSummary({ items }: { items: SummaryItem[] }) {
  return (
    <Flex wrap gap="4px 20px" data-testid="report-summary">
      {items.map((item) => (
        <span key={item.label}>
          <Typography.Text type="secondary">{item.label}: </Typography.Text>
          <Typography.Text strong>{item.value}</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}
