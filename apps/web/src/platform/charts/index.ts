/** Light SVG charts for screens that must stay small (the landing dashboard): no chart library. */
export { BarChart } from "./BarChart";
export { ChartEmpty } from "./ChartEmpty";
export { DonutChart, type DonutItem } from "./DonutChart";
export { LineChart } from "./LineChart";
export { ProgressBar } from "./ProgressBar";
export type { ChartSeries } from "./types";
