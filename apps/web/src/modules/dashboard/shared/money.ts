import { formatNumber } from "@sen/core";

/** An amount of VND: 1,234,567 ₫. */
export const money = (value: number) => `${formatNumber(value)} ₫`;
