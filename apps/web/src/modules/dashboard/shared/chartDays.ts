import { formatDate } from "@sen/core";

/** A day as an axis shows it, short: 05/03 (the year is the period's). */
export const shortDay = (day: string) => formatDate(day).slice(0, 5);
