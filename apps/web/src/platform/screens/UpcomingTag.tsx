import { theme } from "antd";
import { useTranslation } from "react-i18next";

/**
 * 'Sắp có': marks a page whose screen is not built yet, small enough to sit beside a menu entry's name. Drawn
 * with the theme's gold tokens rather than antd's Tag, which would add its weight to every signed-in page.
 */
export function UpcomingTag({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <span
      data-testid="upcoming-tag"
      style={{
        display: "inline-block",
        flex: "none",
        color: token.colorWarningText,
        background: token.colorWarningBg,
        border: `1px solid ${token.colorWarningBorder}`,
        borderRadius: token.borderRadiusSM,
        whiteSpace: "nowrap",
        ...(compact
          ? { marginInlineStart: 6, paddingInline: 4, fontSize: 11, lineHeight: "16px" }
          : { paddingInline: 7, fontSize: token.fontSizeSM, lineHeight: "20px" }),
      }}
    >
      {t("pages.upcoming")}
    </span>
  );
}
