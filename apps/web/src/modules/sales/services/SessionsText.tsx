import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { isPackage } from "./serviceDraft";

/** What a unit of a line sells: a package of N sessions (given free: 'Tặng'), package money, or a single service. */
export function SessionsText({
  so_buoi,
  tang,
  goi_tien,
}: {
  so_buoi?: number | null;
  tang?: boolean;
  goi_tien?: boolean;
}) {
  const { t } = useTranslation();
  if (so_buoi === undefined || so_buoi === null) return null;
  const what = goi_tien
    ? t("services.lines.money")
    : isPackage(so_buoi)
      ? t("services.lines.perPackage", { n: so_buoi })
      : t("services.lines.single");
  return (
    <span data-testid="line-sessions">
      {what}
      {tang && (
        <Tag color="magenta" style={{ marginInlineStart: 6 }}>
          {t("services.lines.gift")}
        </Tag>
      )}
    </span>
  );
}
