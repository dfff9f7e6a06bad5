import { theme } from "antd";

/** The charts' colours from the antd theme, so that they follow light and dark and the chosen primary colour. */
export function useChartTheme() {
  const { token } = theme.useToken();
  return {
    series: [
      token.colorPrimary,
      token.colorSuccess,
      token.colorWarning,
      token.colorError,
      token.purple,
      token.cyan,
      token.magenta,
      token.gold,
      token.lime,
      token.geekblue,
    ],
    text: token.colorTextSecondary,
    grid: token.colorBorderSecondary,
    track: token.colorFillSecondary,
    success: token.colorSuccess,
    fontSize: 11,
  };
}

export type ChartTheme = ReturnType<typeof useChartTheme>;

/** The colour of the n-th series or slice: its own, else the palette's in turn. */
export const colorAt = (chart: ChartTheme, index: number, own?: string) =>
  own ?? chart.series[index % chart.series.length] ?? chart.text;
