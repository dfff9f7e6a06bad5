import { theme } from "antd";
import { useTranslation } from "react-i18next";
import "./messages";

/**
 * What a chart or a list shows for no data: 'Chưa có dữ liệu' under antd's simple empty box (drawn
 * here in the theme's fills, without the Empty component), never an empty frame.
 */
export function ChartEmpty({ height }: { height?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: height,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: token.marginXS,
        color: token.colorTextDescription,
      }}
      data-testid="chart-empty"
    >
      <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse fill={token.colorFillTertiary} cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" stroke={token.colorFill}>
            <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
            <path
              d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
              fill={token.colorBgContainer}
            />
          </g>
        </g>
      </svg>
      <span>{t("charts.empty")}</span>
    </div>
  );
}
