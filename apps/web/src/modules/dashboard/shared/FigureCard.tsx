import { Card, Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface Props {
  title: string;
  /** Already formatted (1,234,567 or 1,234,567 ₫). */
  value: string;
  /** A line under the figure (overdue, answered). */
  note?: ReactNode;
  /** Where a click leads: the list behind the figure. */
  to?: string;
  testId: string;
}

/** One figure, large, with its title and a note; the whole card opens the list it counts. */
export function FigureCard({ title, value, note, to, testId }: Props) {
  const body = (
    <Card size="small" hoverable={Boolean(to)} style={{ height: "100%" }} data-testid={testId}>
      <Flex vertical gap={2}>
        <Typography.Text type="secondary">{title}</Typography.Text>
        <Typography.Text strong style={{ fontSize: 26, lineHeight: 1.3 }} data-testid={`${testId}-value`}>
          {value}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, minHeight: 20 }}>
          {note}
        </Typography.Text>
      </Flex>
    </Card>
  );
  return to ? (
    <Link to={to} style={{ display: "block", height: "100%" }}>
      {body}
    </Link>
  ) : (
    body
  );
}
