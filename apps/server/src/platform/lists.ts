import { z } from "zod";

/** The answer of every list call: the rows and how many there are, for the pager. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

/** A whole list in one answer, for the small lookups the web app loads at start-up. */
export function wholeList<T>(items: T[]): { items: T[]; total: number } {
  return { items, total: items.length };
}
