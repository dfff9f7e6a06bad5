import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** 'Sắp có': marks a page whose screen is not built yet, small enough to sit beside a menu entry's name. */
export function UpcomingTag({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag
      color="gold"
      variant="outlined"
      data-testid="upcoming-tag"
      style={
        compact ? { marginInlineStart: 6, marginInlineEnd: 0, paddingInline: 4, fontSize: 11, lineHeight: "16px" } : {}
      }
    >
      {t("pages.upcoming")}
    </Tag>
  );
}
