/** A slice of a ring: from `start` to `end` (fractions of a turn, clockwise from 12 o'clock). */
export interface Arc {
  start: number;
  end: number;
}

/** Each value's slice of the whole, in order; values at or below 0 get none. */
export function arcsOf(values: readonly number[]): Arc[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v), 0);
  let at = 0;
  return values.map((value) => {
    const share = total > 0 ? Math.max(0, value) / total : 0;
    const arc = { start: at, end: at + share };
    at += share;
    return arc;
  });
}

const point = (turn: number, radius: number) => {
  const angle = turn * 2 * Math.PI - Math.PI / 2;
  return `${(radius * Math.cos(angle)).toFixed(2)} ${(radius * Math.sin(angle)).toFixed(2)}`;
};

/** The SVG path of a ring slice centred on 0,0; a whole turn is drawn as two halves (one arc cannot close). */
export function ringPath({ start, end }: Arc, outer: number, inner: number): string {
  if (end - start >= 0.9999) {
    return `${ringPath({ start: 0, end: 0.5 }, outer, inner)} ${ringPath({ start: 0.5, end: 1 }, outer, inner)}`;
  }
  const large = end - start > 0.5 ? 1 : 0;
  return [
    `M ${point(start, outer)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(end, outer)}`,
    `L ${point(end, inner)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(start, inner)}`,
    "Z",
  ].join(" ");
}
