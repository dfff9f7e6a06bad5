import { BREAKPOINTS, type Breakpoint } from "./constants.js";

const ASCENDING = (Object.keys(BREAKPOINTS) as Breakpoint[]).sort((a, b) => BREAKPOINTS[a] - BREAKPOINTS[b]);

/** The breakpoint a viewport of `width` px falls in ("xs" below 576). */
export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = "xs";
  for (const name of ASCENDING) {
    if (width >= BREAKPOINTS[name]) current = name;
  }
  return current;
}
