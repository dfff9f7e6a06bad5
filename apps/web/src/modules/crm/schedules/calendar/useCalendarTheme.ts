import { theme } from "antd";
import type { CSSProperties } from "react";

/** FullCalendar's colours from the app's theme (light or dark, primary colour). */
export function useCalendarTheme(): CSSProperties {
  const { token } = theme.useToken();
  return {
    "--fc-border-color": token.colorBorderSecondary,
    "--fc-page-bg-color": token.colorBgContainer,
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    "--fc-neutral-bg-color": token.colorFillQuaternary,
    "--fc-today-bg-color": token.colorPrimaryBg,
    "--fc-now-indicator-color": token.colorError,
    "--fc-button-text-color": token.colorText,
    "--fc-button-bg-color": token.colorBgContainer,
    "--fc-button-border-color": token.colorBorder,
    "--fc-button-hover-bg-color": token.colorFillSecondary,
    "--fc-button-hover-border-color": token.colorBorder,
    "--fc-button-active-bg-color": token.colorPrimary,
    "--fc-button-active-border-color": token.colorPrimary,
    color: token.colorText,
  } as CSSProperties;
}
