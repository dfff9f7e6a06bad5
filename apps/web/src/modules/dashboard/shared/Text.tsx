import { theme } from "antd";
import type { CSSProperties, ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** Greyed, for notes and secondary figures. */
  secondary?: boolean;
  strong?: boolean;
  /** The theme's small size (12 px). */
  small?: boolean;
  /** One line, cut with "…" (the whole text in the tooltip when it is a string). */
  ellipsis?: boolean;
  style?: CSSProperties;
  "data-testid"?: string;
}

/**
 * A line of text in the theme's colours, as antd's Typography.Text draws it, without its ~10 kB gzip
 * (copy, edit, measured ellipsis) on the landing page.
 */
export function Text({ children, secondary, strong, small, ellipsis, style, ...rest }: Props) {
  const { token } = theme.useToken();
  return (
    <span
      {...rest}
      title={ellipsis && typeof children === "string" ? children : undefined}
      style={{
        color: secondary ? token.colorTextSecondary : undefined,
        fontWeight: strong ? token.fontWeightStrong : undefined,
        fontSize: small ? token.fontSizeSM : undefined,
        ...(ellipsis && {
          display: "block",
          minWidth: 0,
          overflow: "hidden",
          textOverflow: "ellipsis",
          whiteSpace: "nowrap",
        }),
        ...style,
      }}
    >
      {children}
    </span>
  );
}

/** A status word in a small bordered box, as antd's default Tag draws it. */
export function TagText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        flex: "none",
        padding: "0 7px",
        fontSize: token.fontSizeSM,
        lineHeight: "20px",
        whiteSpace: "nowrap",
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillQuaternary,
      }}
    >
      {children}
    </span>
  );
}
