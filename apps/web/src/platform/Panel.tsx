import { theme } from "antd";
import type { CSSProperties, HTMLAttributes, ReactNode } from "react";

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  children: ReactNode;
  style?: CSSProperties;
  /** A heading line above the body, as a small card has; the body is then padded. */
  title?: ReactNode;
  /** Beside the heading, on the right. */
  extra?: ReactNode;
  /** Lifted with a shadow, as a card that opens something is under the pointer or in focus. */
  lifted?: boolean;
}

/**
 * A panel with the theme's background, border, radius and text colour: what antd's Card looks like,
 * without the ~20 kB gzip (tabs, skeleton) Card brings to a first screen.
 */
export function Panel({ children, style, title, extra, lifted, ...rest }: Props) {
  const { token } = theme.useToken();
  return (
    <div
      {...rest}
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${lifted ? "transparent" : token.colorBorderSecondary}`,
        boxShadow: lifted ? token.boxShadow : undefined,
        transition:
          lifted === undefined
            ? undefined
            : `box-shadow ${token.motionDurationMid}, border-color ${token.motionDurationMid}`,
        color: token.colorText,
        fontSize: token.fontSize,
        ...style,
      }}
    >
      {title === undefined ? (
        children
      ) : (
        <>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              gap: 8,
              minHeight: 38,
              padding: `0 ${token.paddingSM}px`,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              fontWeight: token.fontWeightStrong,
            }}
          >
            <div style={{ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
              {title}
            </div>
            {extra}
          </div>
          <div style={{ padding: token.paddingSM, minWidth: 0 }}>{children}</div>
        </>
      )}
    </div>
  );
}
