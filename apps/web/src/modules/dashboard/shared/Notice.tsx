import { theme } from "antd";
import type { ReactNode } from "react";

interface Props {
  type: "info" | "error";
  children: ReactNode;
  "data-testid"?: string;
}

/**
 * A one-line message in antd Alert's colours, with a bar of the message's colour in place of its icon:
 * light enough for the landing page, where it is rarely seen.
 */
export function Notice({ type, children, ...rest }: Props) {
  const { token } = theme.useToken();
  const info = type === "info";
  return (
    <div
      {...rest}
      role={info ? "status" : "alert"}
      style={{
        padding: `${token.paddingXS}px ${token.paddingContentHorizontalLG}px`,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${info ? token.colorInfoBorder : token.colorErrorBorder}`,
        borderInlineStart: `4px solid ${info ? token.colorInfo : token.colorError}`,
        background: info ? token.colorInfoBg : token.colorErrorBg,
        color: token.colorText,
      }}
    >
      {children}
    </div>
  );
}
