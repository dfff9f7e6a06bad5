import { Flex } from "antd";
import type { ReactNode } from "react";

/** A long form's buttons, kept in sight at the bottom of the window while the form scrolls. */
export function StickyActions({ children, gap = 8 }: { children: ReactNode; gap?: number }) {
  return (
    <Flex
      justify="flex-end"
      align="center"
      gap={gap}
      style={{ position: "sticky", bottom: 0, zIndex: 3, padding: "12px 0", background: "var(--ant-color-bg-layout)" }}
    >
      {children}
    </Flex>
  );
}
