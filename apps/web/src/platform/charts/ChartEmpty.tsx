import { Empty } from "antd";
import { useTranslation } from "react-i18next";
import "./messages";

/** What a chart or a list shows for no data: 'Chưa có dữ liệu', never an empty frame. */
export function ChartEmpty({ height }: { height?: number }) {
  const { t } = useTranslation();
  return (
    <div
      style={{ minHeight: height, display: "flex", alignItems: "center", justifyContent: "center" }}
      data-testid="chart-empty"
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("charts.empty")} style={{ margin: 0 }} />
    </div>
  );
}
