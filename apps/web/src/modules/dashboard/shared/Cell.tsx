import type { ReactNode } from "react";

interface Props {
  /** The width it wants, in px: on a narrower screen it stands alone on its line, as wide as the line. */
  basis: number;
  /** Its share of a line's spare width beside the blocks next to it. */
  grow?: number;
  children: ReactNode;
}

/**
 * A block of a dashboard's grid: side by side with the others of its Line when the screen is wide
 * enough, one above the other on a phone, without antd's Row and Col on the landing page.
 */
export function Cell({ basis, grow = 1, children }: Props) {
  return <div style={{ flex: `${grow} 1 ${basis}px`, minWidth: 0, maxWidth: "100%" }}>{children}</div>;
}

/** Blocks that wrap among themselves, never beside the blocks of the next Line. */
export function Line({ children }: { children: ReactNode }) {
  return <div style={{ display: "flex", flexWrap: "wrap", alignItems: "stretch", gap: 16 }}>{children}</div>;
}

/** The blocks' basis widths: four figure cards to a line at 1366 px; two panels to a line. */
export const CARD = 200;
export const PANEL = 420;
