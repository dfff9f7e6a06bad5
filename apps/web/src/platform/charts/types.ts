/** One series of a bar or line chart: a value per category, in the categories' order. */
export interface ChartSeries {
  name: string;
  values: readonly number[];
  /** Its own colour; the theme's palette in turn otherwise. */
  color?: string;
}

/** What every cartesian chart takes. */
export interface CartesianProps {
  /** The x axis, in order (days, branches, people). */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Plot height in pixels, axes included (default 220). */
  height?: number;
  /** How a value reads in the hover title (default: comma thousands). */
  format?: (value: number) => string;
  /** Names the chart for screen readers and tests. */
  title: string;
}
