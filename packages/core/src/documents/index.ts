export * from "./goods-amounts.js";
export * from "./report-lines.js";
export * from "./serving-states.js";
export * from "./statuses.js";
