import type { ReactNode } from "react";
import { Panel } from "@/platform/Panel";
import { Cell, PANEL } from "./Cell";

interface Props {
  title: string;
  children: ReactNode;
  testId: string;
  /** Width wanted and share of the spare width, as a Cell's (two panels to a line by default). */
  basis?: number;
  grow?: number;
}

/** A titled panel of a dashboard, a chart or a list, in its cell, as tall as the tallest of its line. */
export function Block({ title, children, testId, basis = PANEL, grow }: Props) {
  return (
    <Cell basis={basis} grow={grow}>
      <Panel title={title} style={{ height: "100%" }} data-testid={testId}>
        {children}
      </Panel>
    </Cell>
  );
}
