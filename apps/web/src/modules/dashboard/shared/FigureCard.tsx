import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Panel } from "@/platform/Panel";
import { Text } from "./Text";

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
  const [lifted, setLifted] = useState(false);
  const body = (
    <Panel
      lifted={to ? lifted : undefined}
      style={{ height: "100%", padding: 12, display: "flex", flexDirection: "column", gap: 2 }}
      data-testid={testId}
    >
      <Text secondary>{title}</Text>
      <Text strong style={{ fontSize: 26, lineHeight: 1.3 }} data-testid={`${testId}-value`}>
        {value}
      </Text>
      <Text secondary small style={{ minHeight: 20 }}>
        {note}
      </Text>
    </Panel>
  );
  return to ? (
    <Link
      to={to}
      style={{ display: "block", height: "100%", color: "inherit" }}
      onMouseEnter={() => setLifted(true)}
      onMouseLeave={() => setLifted(false)}
      onFocus={() => setLifted(true)}
      onBlur={() => setLifted(false)}
    >
      {body}
    </Link>
  ) : (
    body
  );
}
