import { Descriptions } from "antd";
import type { ReactNode } from "react";

/** Label and value rows of an order's figures, right-aligned. */
export function OrderFigures({
  rows,
  testId,
}: {
  rows: [label: string, value: ReactNode, show?: boolean][];
  testId: string;
}) {
  return (
    <Descriptions size="small" column={1} bordered data-testid={testId} styles={{ content: { textAlign: "right" } }}>
      {rows
        .filter(([, , show]) => show !== false)
        .map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
    </Descriptions>
  );
}
