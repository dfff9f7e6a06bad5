import { theme } from "antd";
import type { CSSProperties, ReactNode } from "react";

/**
 * A white panel with the theme's border and radius: what antd's Card looks like, without the ~20 kB gzip
 * (tabs, skeleton) Card brings to a first screen.
 */
export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
