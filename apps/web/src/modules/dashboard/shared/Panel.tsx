import { Card } from "antd";
import type { ReactNode } from "react";

interface Props {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** A titled box of the dashboard: a chart or a list, full height of its row. */
export function Panel({ title, extra, children, testId }: Props) {
  return (
    <Card
      size="small"
      title={title}
      extra={extra}
      style={{ height: "100%" }}
      styles={{ body: { minWidth: 0 } }}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
